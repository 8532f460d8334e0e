import { PathIcon } from './path-icon';

/** A warning triangle (its own module, off the shell's first load: home's notices use it). */
export const WARNING_PATH =
  'M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01';

/** The warning triangle of a notice that asks the member to look at something. */
export const WarningIcon = ({ size = 20 }: { size?: number }) => <PathIcon d={WARNING_PATH} size={size} />;
