import type { ComponentType } from 'react';

/**
 * View registry of remote_workflow, keyed by the menu's component names (console-spec §2.1).
 * The server only routes menu entries to this remote once it serves their views.
 */
const views: Record<string, ComponentType> = {};

export default views;
