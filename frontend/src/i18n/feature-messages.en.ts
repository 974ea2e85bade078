import type { Messages } from './catalog';

/** Every feature's en messages in one chunk, loaded by the catalog when a screen needs them. */
const FILES = import.meta.glob<Messages>('../features/**/i18n/en.json', {
  eager: true,
  import: 'default',
});

const messages: Messages = Object.assign({}, ...Object.values(FILES));
export default messages;
