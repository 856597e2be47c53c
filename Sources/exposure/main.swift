import ViewExposureCLI

ExposureCLI.main()
