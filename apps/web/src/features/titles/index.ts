export { TitleLibraryPage } from './pages/title-library-page';
