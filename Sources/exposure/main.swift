import ExposureCLI

ExposureCommand.main()
