export { BrandLogo, type BrandLogoProps } from './brand-logo';
export { PageLoader } from './page-loader';
export { PlateBadge, type PlateBadgeProps } from './plate-badge';
