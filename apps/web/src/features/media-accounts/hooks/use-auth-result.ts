import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { readAuthResult, wantsReauthorization, withoutAuthParams } from '../auth-result';

/**
 * After the OAuth round trip the callback lands on the page with `auth`, `count` and `message`:
 * say how it went once, then drop them from the address. `reauthorize=1` (the Tencent notice's
 * link) starts an authorization at once.
 */
export function useAuthResult(opts: {
  platform: string;
  onAuthorized: () => void;
  authorize: () => void;
}) {
  const [params, setParams] = useSearchParams();
  const { message } = App.useApp();
  const handled = useRef<string | null>(null);
  const { platform, onAuthorized, authorize } = opts;

  useEffect(() => {
    const result = readAuthResult(params, platform);
    const reauthorize = wantsReauthorization(params);
    if (result === null && !reauthorize) return;
    // Effects may run twice for one address (React's strict mode): act once.
    const key = params.toString();
    if (handled.current === key) return;
    handled.current = key;
    if (result?.kind === 'success') {
      void message.success(result.text);
      onAuthorized();
    } else if (result) {
      void message.error({ content: result.text, duration: 8 });
    }
    setParams(withoutAuthParams(params), { replace: true });
    if (reauthorize) authorize();
  }, [params, setParams, platform, message, onAuthorized, authorize]);
}
