export { SetupBanner } from './setup-banner';
