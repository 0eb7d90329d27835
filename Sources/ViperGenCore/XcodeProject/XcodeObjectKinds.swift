/// What this reader knows of the project format: every object kind (`isa`) up to
/// objectVersion 77, and the keys of the kinds it interprets. A project of a newer
/// objectVersion is read as long as the objects it must interpret use only kinds
/// and keys listed here; anything else there means the format really changed.
enum XcodeObjectKinds {
    /// Every `isa` Xcode writes up to objectVersion 77.
    static let known: Set<String> = [
        "PBXAggregateTarget", "PBXAppleScriptBuildPhase", "PBXBuildFile", "PBXBuildRule",
        "PBXBuildStyle",
        "PBXContainerItemProxy", "PBXCopyFilesBuildPhase", "PBXFileReference",
        "PBXFileSystemSynchronizedBuildFileExceptionSet",
        "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet",
        "PBXFileSystemSynchronizedRootGroup",
        "PBXFrameworksBuildPhase", "PBXGroup", "PBXHeadersBuildPhase", "PBXLegacyTarget",
        "PBXNativeTarget",
        "PBXProject", "PBXReferenceProxy", "PBXResourcesBuildPhase", "PBXRezBuildPhase",
        "PBXShellScriptBuildPhase",
        "PBXSourcesBuildPhase", "PBXTargetDependency", "PBXVariantGroup", "XCBuildConfiguration",
        "XCConfigurationList", "XCLocalSwiftPackageReference", "XCRemoteSwiftPackageReference",
        "XCSwiftPackageProductDependency", "XCVersionGroup",
    ]

    /// Kinds that hold other items in the group tree.
    static let groups: Set<String> = ["PBXGroup", "PBXVariantGroup", "XCVersionGroup"]
    /// Kinds that name one file in the group tree.
    static let fileReferences: Set<String> = ["PBXFileReference", "PBXReferenceProxy"]
    static let synchronizedGroup = "PBXFileSystemSynchronizedRootGroup"
    static let buildFileExceptionSet = "PBXFileSystemSynchronizedBuildFileExceptionSet"
    static let buildPhaseExceptionSet =
        "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet"
    static let targets: Set<String> = ["PBXNativeTarget", "PBXAggregateTarget", "PBXLegacyTarget"]
    static let sourcesPhase = XcodeBuildPhaseKind.sources.isa
    static let resourcesPhase = XcodeBuildPhaseKind.resources.isa

    private static let display = [
        "comments", "indentWidth", "tabWidth", "usesTabs", "wrapsLines", "lineEnding",
        "includeInIndex",
    ]
    private static let phase = [
        "buildActionMask", "files", "runOnlyForDeploymentPostprocessing", "name",
        "inputFileListPaths", "inputPaths", "outputFileListPaths", "outputPaths",
    ]

    /// The keys of each kind whose meaning decides where a file is and which
    /// target builds it. Another key there, in a newer format, could change that.
    static let interpretedKeys: [String: Set<String>] = [
        "PBXGroup": Set(["isa", "children", "name", "path", "sourceTree"] + display),
        "PBXVariantGroup": Set(["isa", "children", "name", "path", "sourceTree"] + display),
        "XCVersionGroup": Set(
            ["isa", "children", "currentVersion", "name", "path", "sourceTree", "versionGroupType"]
                + display),
        "PBXFileReference": Set(
            [
                "isa", "explicitFileType", "fileEncoding", "lastKnownFileType", "name", "path",
                "sourceTree",
                "xcLanguageSpecificationIdentifier", "languageSpecificationIdentifier",
                "plistStructureDefinitionIdentifier",
            ] + display),
        "PBXReferenceProxy": ["isa", "fileType", "name", "path", "remoteRef", "sourceTree"],
        "PBXBuildFile": [
            "isa", "fileRef", "productRef", "settings", "platformFilter", "platformFilters",
        ],
        "PBXSourcesBuildPhase": Set(["isa"] + phase),
        "PBXResourcesBuildPhase": Set(["isa"] + phase),
        "PBXNativeTarget": [
            "isa", "buildConfigurationList", "buildPhases", "buildRules", "dependencies",
            "fileSystemSynchronizedGroups", "name", "packageProductDependencies",
            "productInstallPath",
            "productName", "productReference", "productType",
        ],
        "PBXFileSystemSynchronizedRootGroup": Set(
            [
                "isa", "exceptions", "explicitFileTypes", "explicitFolders", "name", "path",
                "sourceTree",
            ] + display),
        "PBXFileSystemSynchronizedBuildFileExceptionSet": [
            "isa", "membershipExceptions", "target", "publicHeaders",
            "privateHeaders", "additionalCompilerFlagsByRelativePath",
            "attributesByRelativePath", "platformFiltersByRelativePath",
        ],
        "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet": [
            "isa", "buildPhase", "membershipExceptions",
            "attributesByRelativePath",
            "platformFiltersByRelativePath",
        ],
    ]
}
