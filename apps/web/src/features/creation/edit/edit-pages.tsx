import type { EditRoute } from '@toufang/domain';
import type { ComponentType } from 'react';
import { ObjectEditPage } from './object-edit-page';

/** The page of one edit route (`…/:type/:id`): the one edit page, told its route. */
function editPage(route: EditRoute): ComponentType {
  function EditPage() {
    return <ObjectEditPage route={route} />;
  }
  return EditPage;
}

/** `/transConfig/editTtV3/:type/:id`: Ocean Engine v3 projects and promotions. */
export const BytedanceEditPage = editPage('editTtV3');
/** `/transConfig/editTt/:type/:id` and `/transConfig/edit/:type/:id`: the legacy feed API. */
export const BytedanceLegacyEditPage = editPage('editTt');
export const BytedanceV1EditPage = editPage('edit');
/** `/transConfigKs/editKs/:type/:id`: Kuaishou campaigns and units. */
export const KuaishouEditPage = editPage('editKs');
/** `/transConfigQq/editQq|editQqV2/:type/:id`: Tencent v1.3 adgroups; `editQqV3`: v3 adgroups. */
export const TencentEditPage = editPage('editQq');
export const TencentV2EditPage = editPage('editQqV2');
export const TencentV3EditPage = editPage('editQqV3');
