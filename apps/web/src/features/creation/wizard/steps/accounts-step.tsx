import { CREATION_ACCOUNTS_MAX } from '@toufang/contracts';
import { Form } from 'antd';
import { AdvertiserPanel } from '../../../../components/advertiser-picker/advertiser-panel';
import type { WizardDefinition } from '../wizard-definition';

/** Step 1: the accounts to create in (batch mode: only accounts one may deliver to now). */
export function AccountsStep({ definition }: { definition: WizardDefinition }) {
  return (
    <Form.Item name="accounts" label="投放账户" required>
      <AdvertiserPanel platform={definition.mediumKey} batch max={CREATION_ACCOUNTS_MAX} />
    </Form.Item>
  );
}
