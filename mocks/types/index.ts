/** The mock backend's records, by area (the area names of src/features). */
export type * from './account';
export type * from './statement';
export type * from './db';
export type * from './wallet';
export type * from './deposit';
export type * from './chat';
export type * from './spin';
export type * from './rewards';
