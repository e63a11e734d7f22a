// Part 2 of the fault layer for screens (screenFaults.tsx): failures and broken answers.
import { describeScreenFaults } from './screenFaults';

describeScreenFaults(['500', 'network', 'timeout', 'malformed']);
