export { TitleLibraryPage } from './pages/title-library-page';
export { listTitles, TITLE_LIST_KEY } from './api';
