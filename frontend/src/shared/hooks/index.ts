export { useDocumentTitle } from './use-document-title';
export { PREFERS_DARK_QUERY, systemPrefersDark, useMediaQuery } from './use-media-query';
