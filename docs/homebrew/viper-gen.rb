# Homebrew formula for viper-gen. `make dist` writes this file with the release's
# version and checksums filled in (.build/dist/viper-gen.rb); put that copy in your
# tap (e.g. your-org/homebrew-tools, Formula/viper-gen.rb) and replace your-org.
class ViperGen < Formula
  desc "Generate trait-based VIPER and MVP modules for iOS from small specs"
  homepage "https://github.com/your-org/viper-gen"
  version "@VERSION@"

  on_macos do
    # Built with the Xcode toolchain from the release's source archive (made by `make dist`).
    url "https://github.com/your-org/viper-gen/releases/download/@VERSION@/viper-gen-@VERSION@-source.tar.gz"
    sha256 "@SHA256_SOURCE@"
    depends_on xcode: ["16.0", :build]
  end

  on_linux do
    # The release archive of the architecture `make dist` ran on: one binary with
    # the Swift runtime linked in.
    url "https://github.com/your-org/viper-gen/releases/download/@VERSION@/viper-gen-@VERSION@-linux-@LINUX_ARCH@.tar.gz"
    sha256 "@SHA256_LINUX@"
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
