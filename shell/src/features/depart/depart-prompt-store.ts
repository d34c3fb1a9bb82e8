import { create } from 'zustand';

interface DepartPromptState {
  pending: boolean;
  setPending(pending: boolean): void;
}

export const useDepartPrompt = create<DepartPromptState>()((set) => ({
  pending: false,
  setPending: (pending) => set({ pending }),
}));
