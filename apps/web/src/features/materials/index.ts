export { MaterialLibraryPage } from './pages/material-library-page';
export { MaterialReviewPage } from './pages/material-review-page';
export { MaterialDetailPage } from './pages/material-detail-page';
export { FolderTree } from './components/folder-tree';
export type { FolderSelection } from './components/folder-tree';
export { MaterialThumbnail } from './components/material-thumbnail';
export {
  fetchDesigners,
  fetchTags,
  fetchTree,
  listMaterials,
  MATERIAL_TAGS_KEY,
  MATERIAL_TREE_KEY,
} from './api';
export { formatDimensions, formatDuration, previewContentOf } from './material-format';
export { materialDetailPath } from './report-api';
