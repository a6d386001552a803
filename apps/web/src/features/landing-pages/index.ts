export { KsLandingPage, TtLandingPage } from './pages/media-sites-page';
export { OtherLandingPage } from './pages/other-landing-page';
export { SiteBuilderPage } from './pages/site-builder-page';
