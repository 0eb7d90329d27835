# Homebrew formula for viper-gen: a template. `make dist` on the Linux release
# machine, given every platform's archive (the release workflow,
# .ci/workflows/release.yml, does this), writes .build/dist/viper-gen.rb with the
# release's version and checksums in place of the @...@ placeholders. Put that
# copy in your tap (e.g. your-org/homebrew-tools, Formula/viper-gen.rb) and
# replace your-org.
class ViperGen < Formula
  desc "Generate trait-based VIPER and MVP modules for iOS from small specs"
  homepage "https://github.com/your-org/viper-gen"
  version "@VERSION@"
  # License: not chosen yet. Once the owner picks one, declare its SPDX
  # identifier here, after `version` (e.g. `license "MIT"`); homebrew/core
  # accepts no formula without one, a private tap does.

  # Releases are GitHub releases whose tag is the version (e.g. 0.2.0), with the
  # archives below as assets: check the release marked latest, since a tag can be
  # pushed before its assets are uploaded.
  livecheck do
    url :stable
    strategy :github_latest
  end

  on_macos do
    # Built from the release's source archive with Xcode's toolchain. The package
    # needs Swift 6.3, which Xcode 26.4 is the first to include (Xcode 26.3 has
    # Swift 6.2.3).
    url "https://github.com/your-org/viper-gen/releases/download/@VERSION@/viper-gen-@VERSION@-source.tar.gz"
    sha256 "@SHA256_SOURCE@"
    depends_on xcode: ["26.4", :build]
  end

  on_linux do
    # The release archives: one binary with the Swift runtime linked in (see
    # docs/install.md for the glibc and libstdc++ they need).
    on_arm do
      url "https://github.com/your-org/viper-gen/releases/download/@VERSION@/viper-gen-@VERSION@-linux-aarch64.tar.gz"
      sha256 "@SHA256_LINUX_AARCH64@"
    end
    on_intel do
      url "https://github.com/your-org/viper-gen/releases/download/@VERSION@/viper-gen-@VERSION@-linux-x86_64.tar.gz"
      sha256 "@SHA256_LINUX_X86_64@"
    end
  end

  def install
    if OS.mac?
      system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "viper-gen"
      bin.install ".build/release/viper-gen"
    else
      bin.install "bin/viper-gen"
    end
    # Runs `viper-gen completions bash|zsh|fish` and installs the scripts.
    generate_completions_from_executable(bin/"viper-gen", "completions")
  end

  test do
    assert_equal "viper-gen #{version}", shell_output("#{bin}/viper-gen --version").strip
    system bin/"viper-gen", "new", "Login", "--traits", "close"
    assert_path_exists testpath/"Specs/Login.viper.yml"
  end
end
