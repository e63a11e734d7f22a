// Part 1 of the fault layer for screens (screenFaults.tsx): the refusals.
import { describeScreenFaults } from './screenFaults';

describeScreenFaults(['401', '403', '404', '408']);
