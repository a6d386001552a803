import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface SidebarState {
  /** The user's choice, remembered across visits (spec 000 §2). */
  collapsed: boolean;
  /** Forced by a narrow window (< 992 px, spec 000 §2, §9); not remembered. */
  narrow: boolean;
  toggle: () => void;
  setNarrow: (narrow: boolean) => void;
}

export const useSidebarStore = create<SidebarState>()(
  persist(
    (set, get) => ({
      collapsed: false,
      narrow: false,
      // Opening the sidebar on a narrow window overrides the automatic collapse until it resizes.
      toggle: () => set({ collapsed: !isSidebarCollapsed(get()), narrow: false }),
      setNarrow: (narrow) => set({ narrow }),
    }),
    {
      name: 'toufang-sidebar',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ collapsed: state.collapsed }),
    },
  ),
);

export function isSidebarCollapsed(state: Pick<SidebarState, 'collapsed' | 'narrow'>): boolean {
  return state.narrow || state.collapsed;
}
