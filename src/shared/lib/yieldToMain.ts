/**
 * Lets the browser handle input and paint before the next step of a long piece of work (starting
 * the app, starting Firebase Auth), so that no step adds to the next one into a long task.
 */
export const yieldToMain = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
