import ExposureCLI

ExposureCLI.main()
