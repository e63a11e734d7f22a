// TEST DOUBLE, never shipped: the dashboard's training and gas safety summary (getTrainingAndGasSummary).
import { londonToday } from '../../../../src/domain/londonToday';
import { HttpResponse } from 'msw';
import { grants } from '../../../../src/domain/permissions';
import { trainingSummary } from '../backend-reference/training';
import { gasSafetySummary } from '../backend-reference/gas';
import { memberResolver } from './memberResolver';
import { apiHttp, type ApiHandlerOptions } from './options';

export function trainingAndGasSummaryHandlers(options: ApiHandlerOptions) {
  const http = apiHttp(options);
  return [
    http.get(
      '/members/{membershipNumber}/training-and-gas/summary',
      memberResolver(options, ({ member }) => {
        const { training, gas, units } = options.store;
        const n = member.membershipNumber;
        const today = londonToday();
        const openUnitIds = new Set((units.units.get(n) ?? []).filter((unit) => unit.status === 'Open').map((unit) => unit.id));
        return HttpResponse.json({
          // The training half needs the training permission; the gas half is the member's own.
          training: grants(member.permissions, 'training')
            ? trainingSummary(
                training.trainees.get(n) ?? [],
                { courses: training.courses, certificates: training.certificates.get(n) ?? [], requirements: training.requirements.get(n) ?? [] },
                today,
              )
            : null,
          gasSafety: gasSafetySummary((gas.units.get(n) ?? []).filter((unit) => openUnitIds.has(unit.unitId)), today),
        });
      }),
    ),
  ];
}
