export { SafeMarkdown, type SafeMarkdownProps } from './safe-markdown';
export { isSafeUrl, safeUrl, type SafeUrlKind } from './safe-url';
