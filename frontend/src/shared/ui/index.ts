export { BrandLogo, type BrandLogoProps } from './brand-logo';
export { PageLoader } from './page-loader';
