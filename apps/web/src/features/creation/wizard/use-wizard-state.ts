import { useCallback, useEffect, useState } from 'react';
import type { WizardDefinition } from './wizard-definition';
import { clearState, initialState, loadState, saveState, uncheckFrom } from './wizard-state';
import type { WizardState } from './wizard-state';
import type { WizardValues } from './wizard-values';

export interface WizardStateApi {
  state: WizardState;
  /** Replaces the state (a step passed, a template loaded …). */
  update: (change: (state: WizardState) => WizardState) => void;
  /** The form changed on the current step: it and the later steps are checked again. */
  changeValues: (values: WizardValues) => void;
  /** Starts over with the medium's defaults (spec 002 §4 "reset to its defaults"). */
  reset: () => WizardState;
}

/** The wizard's state, kept in sessionStorage per medium so a reload keeps it (spec 002 §3). */
export function useWizardState(definition: WizardDefinition): WizardStateApi {
  const [state, setState] = useState(() => loadState(definition, sessionStorage));
  useEffect(() => saveState(definition, sessionStorage, state), [definition, state]);

  const update = useCallback((change: (state: WizardState) => WizardState) => {
    setState(change);
  }, []);
  const changeValues = useCallback((values: WizardValues) => {
    setState((current) => ({
      ...current,
      values,
      checked: uncheckFrom(current, current.currentStep),
      configId: null,
      submitted: null,
    }));
  }, []);
  const reset = useCallback(() => {
    clearState(definition, sessionStorage);
    const fresh = initialState(definition);
    setState(fresh);
    return fresh;
  }, [definition]);
  return { state, update, changeValues, reset };
}
