/** Now, as the server tells it; tests inject their own clock instead. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
