export { MaterialLibraryPage } from './pages/material-library-page';
export { MaterialReviewPage } from './pages/material-review-page';
export { MaterialDetailPage } from './pages/material-detail-page';
