import { AutorulesScreen } from '../components/autorules-screen';

/** 自动规则 `/transConfig/batchAutoRuleTt` (spec 001 §2; ability autorule:batch:list). */
export function BytedanceAutorulesPage() {
  return <AutorulesScreen medium="bytedance" />;
}

/** 自动规则 `/transConfigQq/batchAutoRuleQq`. */
export function TencentAutorulesPage() {
  return <AutorulesScreen medium="tencent" />;
}
