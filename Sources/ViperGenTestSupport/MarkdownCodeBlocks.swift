/// The fenced code blocks of a Markdown page, in order: what tests of the
/// docs read (the tutorial's steps, the `yaml` blocks that must parse).
public enum MarkdownCodeBlocks {
    /// One block.
    public struct Block: Equatable, Sendable {
        /// The words after the opening fence: `["yaml", "file=Specs/A.viper.yml"]`.
        public var info: [String]
        /// The 1-based line of the block's first line of text.
        public var line: Int
        /// The lines between the fences.
        public var lines: [String]

        /// The language, the first word of `info` (`""` when there is none).
        public var language: String { info.first ?? "" }
    }

    /// Every block of `page` opened by a fence at the start of a line (after
    /// indentation) and closed by the next fence; an unclosed last block ends
    /// with the page.
    public static func blocks(in page: String) -> [Block] {
        var blocks: [Block] = []
        var open: Block?
        for (number, line) in page.components(separatedBy: "\n").enumerated() {
            let trimmed = line.drop { $0 == " " }
            if var block = open {
                if trimmed == "```" {
                    blocks.append(block)
                    open = nil
                } else {
                    block.lines.append(line)
                    open = block
                }
            } else if trimmed.hasPrefix("```") {
                let info = trimmed.dropFirst(3).split(separator: " ").map(String.init)
                open = Block(info: info, line: number + 2, lines: [])
            }
        }
        if let open { blocks.append(open) }
        return blocks
    }
}
