import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { BYTEDANCE_WIZARD } from '../definitions/bytedance-wizard';
import { KUAISHOU_WIZARD } from '../definitions/kuaishou-wizard';
import { TENCENT_WIZARD } from '../definitions/tencent-wizard';
import { CreationTaskPage } from '../tasks/creation-task-page';
import { CreationWizard } from '../wizard/creation-wizard';
import type { WizardDefinition } from '../wizard/wizard-definition';

/** A medium's wizard page (`…/:id`, the id an earlier task to start from) and its task page. */
function creationPages(definition: WizardDefinition): [ComponentType, ComponentType] {
  function WizardPage() {
    const { id } = useParams();
    const taskId = id !== undefined && /^[1-9]\d*$/.test(id) ? Number(id) : undefined;
    return <CreationWizard key={taskId ?? 0} definition={definition} sourceTaskId={taskId} />;
  }
  function TaskPage() {
    return <CreationTaskPage definition={definition} />;
  }
  return [WizardPage, TaskPage];
}

/** 程序化批量V3 `/transConfig/aiCreateTtV3/:id` and 批量任务 `/transConfig/release/v2/experience`. */
export const [BytedanceWizardPage, BytedanceTaskPage] = creationPages(BYTEDANCE_WIZARD);

/** 程序化批量 `/transConfigKs/ksaiCreate/:id` and 批量任务 `/transConfigKs/releaseKs`. */
export const [KuaishouWizardPage, KuaishouTaskPage] = creationPages(KUAISHOU_WIZARD);

/** 程序化批量V3 `/transConfigQq/aiCreateQqV3/:id` and 批量任务 `/transConfigQq/releaseQqV3`. */
export const [TencentWizardPage, TencentTaskPage] = creationPages(TENCENT_WIZARD);
