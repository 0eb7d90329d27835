import ViperGenCLI

ViperGenCommandLine.runAndExit()
