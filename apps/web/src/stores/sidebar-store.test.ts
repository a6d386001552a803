import { beforeEach, describe, expect, it } from 'vitest';
import { isSidebarCollapsed, useSidebarStore } from './sidebar-store';

const collapsed = () => isSidebarCollapsed(useSidebarStore.getState());

beforeEach(() => {
  useSidebarStore.setState({ collapsed: false, narrow: false });
});

describe('sidebar store (spec 000 §2)', () => {
  it('closes below the breakpoint and restores the user choice above it', () => {
    useSidebarStore.getState().setNarrow(true);
    expect(collapsed()).toBe(true);
    useSidebarStore.getState().setNarrow(false);
    expect(collapsed()).toBe(false);
  });

  it('lets the user open it on a narrow window until the window crosses the breakpoint again', () => {
    const store = useSidebarStore.getState();
    store.setNarrow(true);
    store.toggle();
    expect(collapsed()).toBe(false);
    store.setNarrow(true);
    expect(collapsed()).toBe(true);
  });

  it('remembers only the user choice', () => {
    useSidebarStore.getState().toggle();
    useSidebarStore.getState().setNarrow(true);
    const saved = JSON.parse(localStorage.getItem('toufang-sidebar') ?? '{}') as { state: unknown };
    expect(saved.state).toEqual({ collapsed: true });
  });
});
