export {
  BytedanceTaskPage,
  BytedanceV2WizardPage,
  BytedanceWizardPage,
  KuaishouTaskPage,
  KuaishouWizardPage,
  TencentTaskPage,
  TencentV2TaskPage,
  TencentV2WizardPage,
  TencentWizardPage,
} from './pages/creation-pages';
export {
  BytedanceEditPage,
  BytedanceLegacyEditPage,
  BytedanceV1EditPage,
  KuaishouEditPage,
  TencentEditPage,
  TencentV2EditPage,
  TencentV3EditPage,
} from './edit/edit-pages';
