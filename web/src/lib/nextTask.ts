/**
 * Resolves in a task of its own: work after it does not add to the task before it. A phone's main
 * thread then gets a moment between the first load's steps (each a first use of its code, slow).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
