export {
  BytedanceTaskPage,
  BytedanceWizardPage,
  KuaishouTaskPage,
  KuaishouWizardPage,
  TencentTaskPage,
  TencentWizardPage,
} from './pages/creation-pages';
