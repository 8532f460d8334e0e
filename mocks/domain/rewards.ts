/**
 * The rewards rules of the mocked backend, by programme: bonus and promo codes (./bonus), invite
 * (./invite), refund (./refund), and what they share (./rewards-common). This file only gathers them
 * for callers that import the rewards as one.
 */
export * from './bonus';
export * from './invite';
export * from './refund';
export * from './rewards-common';
