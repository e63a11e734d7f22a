import { useId, useState } from 'react';
import { formatDate } from '@/domain/format/date';
import {
  GAS_SUPPLY_LABELS,
  INSPECTION_RESULT_LABELS,
  inspectionStatus,
  latestRecord,
  nextInspectionDue,
  type UnitGasSafety,
} from '@/domain/gas/gasSafety';
import { isOpenUnit, type TradingUnit } from '@/domain/units/tradingUnit';
import { GasDetailsModal } from './GasDetailsModal';
import { GasRecordDownload } from './GasRecordDownload';
import { GasRecordModal } from './GasRecordModal';
import { InspectionStatusBadge } from './InspectionStatusBadge';
import { StatusBadge } from '@/components/states/StatusBadge';
import { TableFrame } from '@/components/lists/TableFrame';

interface UnitGasCardProps {
  membershipNumber: string;
  unit: TradingUnit;
  gas?: UnitGasSafety;
  today: Date;
}

function Appliances({ gas, unitName }: { gas: UnitGasSafety; unitName: string }) {
  return (
    <TableFrame caption={`Gas appliances at ${unitName}`} className="table-sm align-middle">
      <thead>
        <tr>
          <th scope="col">Appliance</th>
          <th scope="col">Where</th>
          <th scope="col">Interlock</th>
        </tr>
      </thead>
      <tbody>
        {gas.appliances.map((appliance) => (
          <tr key={appliance.id}>
            <th scope="row" className="fw-normal">
              {appliance.name}
            </th>
            <td>{appliance.location}</td>
            <td>{appliance.interlocked ? 'Yes' : 'No'}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

/**
 * One unit's gas safety: its supply and appliances, the latest gas safety record and the one before, when
 * the next inspection is due and whether that is in date, due or overdue. Closed units keep their records
 * to read, with nothing new offered.
 */
export function UnitGasCard({ membershipNumber, unit, gas, today }: UnitGasCardProps) {
  const headingId = useId();
  const [dialog, setDialog] = useState<'details' | 'record' | null>(null);
  const isOpen = isOpenUnit(unit);
  const hasGas = gas !== undefined && gas.gasSupply !== 'None';
  const latest = gas ? latestRecord(gas.records) : undefined;
  const status = inspectionStatus(latest, today);
  const earlier = gas ? gas.records.filter((record) => record !== latest) : [];

  return (
    <section className="card shadow-sm" aria-labelledby={headingId}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-start gap-2 mb-3">
          <div className="me-auto">
            <h3 id={headingId} className="h5 mb-0">
              {unit.name}
              {!isOpen && <> <StatusBadge tone="ended" className="ms-1 align-middle">Closed</StatusBadge></>}
            </h3>
            <p className="small text-body-secondary mb-0">
              {[unit.addressLine1, unit.addressLine2, unit.town, unit.postcode].filter(Boolean).join(', ')}
            </p>
          </div>
          {isOpen && (
            <div className="d-flex flex-wrap gap-2">
              {hasGas && (
                <button type="button" className="btn btn-primary" onClick={() => setDialog('record')} aria-describedby={headingId}>
                  Record an inspection
                </button>
              )}
              <button type="button" className="btn btn-outline-primary" onClick={() => setDialog('details')} aria-describedby={headingId}>
                {gas ? 'Change gas supply and appliances' : 'Record the gas supply and appliances'}
              </button>
            </div>
          )}
        </div>

        {!gas && <p className="mb-0">{isOpen ? 'The gas supply and appliances of this unit are not recorded yet.' : 'No gas details were recorded for this unit.'}</p>}
        {gas && !hasGas && <p className="mb-0">No gas at this unit, so it needs no gas safety inspections.</p>}
        {gas && hasGas && (
          <>
            <dl className="row mb-3">
              <dt className="col-sm-4">Inspection status</dt>
              <dd className="col-sm-8">{isOpen ? <InspectionStatusBadge status={status} /> : 'Unit closed'}</dd>
              <dt className="col-sm-4">Next inspection due</dt>
              <dd className="col-sm-8">{latest ? formatDate(nextInspectionDue(latest.inspectedOn)) : isOpen ? 'Now: no inspection is recorded' : '–'}</dd>
              <dt className="col-sm-4">Gas supply</dt>
              <dd className="col-sm-8">{GAS_SUPPLY_LABELS[gas.gasSupply]}</dd>
            </dl>
            <h4 className="h6">Appliances</h4>
            <Appliances gas={gas} unitName={unit.name} />
            <h4 className="h6">Latest gas safety record</h4>
            {latest ? (
              <dl className="row mb-0">
                <dt className="col-sm-4">Inspected on</dt>
                <dd className="col-sm-8">{formatDate(latest.inspectedOn)}</dd>
                <dt className="col-sm-4">Engineer</dt>
                <dd className="col-sm-8">
                  {latest.engineerName}, {latest.engineerBusiness}
                </dd>
                <dt className="col-sm-4">Gas Safe number</dt>
                <dd className="col-sm-8">{latest.gasSafeNumber}</dd>
                <dt className="col-sm-4">Result</dt>
                <dd className="col-sm-8">{INSPECTION_RESULT_LABELS[latest.result]}</dd>
                {latest.defects && (
                  <>
                    <dt className="col-sm-4">Defects</dt>
                    <dd className="col-sm-8">{latest.defects}</dd>
                  </>
                )}
                {latest.actions && (
                  <>
                    <dt className="col-sm-4">Actions</dt>
                    <dd className="col-sm-8">{latest.actions}</dd>
                  </>
                )}
                <dt className="col-sm-4">Certificate</dt>
                <dd className="col-sm-8 mb-0">
                  <GasRecordDownload membershipNumber={membershipNumber} record={latest} unitName={unit.name} />
                </dd>
              </dl>
            ) : (
              <p className="mb-0">None recorded yet. Gas appliances must be inspected by a Gas Safe registered engineer at least once a year.</p>
            )}
            {earlier.length > 0 && (
              <details className="mt-3">
                <summary>Earlier records ({earlier.length})</summary>
                <ul className="list-unstyled mt-2 mb-0">
                  {earlier.map((record) => (
                    <li key={record.id} className="d-flex flex-wrap align-items-center gap-2 mb-2">
                      <span>
                        {formatDate(record.inspectedOn)}: {INSPECTION_RESULT_LABELS[record.result]} ({record.engineerBusiness})
                      </span>
                      <GasRecordDownload membershipNumber={membershipNumber} record={record} unitName={unit.name} />
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </>
        )}
      </div>
      {dialog === 'details' && <GasDetailsModal membershipNumber={membershipNumber} unit={unit} gas={gas} isOpen onClose={() => setDialog(null)} />}
      {dialog === 'record' && <GasRecordModal membershipNumber={membershipNumber} unit={unit} today={today} isOpen onClose={() => setDialog(null)} />}
    </section>
  );
}
