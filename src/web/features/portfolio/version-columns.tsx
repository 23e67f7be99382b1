import type { UnitsConfig } from '../../../domain/flow.ts';
import { pumpFlowRange, versionFlowRange } from '../../../domain/output-range.ts';
import { Link } from '../../components/ui/router-link.tsx';
import { type PortfolioMachineVersion, portfolioItemPath } from '../../lib/portfolio.ts';
import { formatFlowRange } from '../../lib/technical.ts';
import classes from './item-table.module.css';
import type { ItemColumn } from './item-table.tsx';

function PumpCell({ pump, units }: { pump: PortfolioMachineVersion['polyPump']; units: UnitsConfig }) {
  return (
    <>
      <Link to={portfolioItemPath('pumps', pump.id)} className={classes.link}>
        {pump.name}
      </Link>
      <br />
      <span>{formatFlowRange(pumpFlowRange(pump), units)}</span>
    </>
  );
}

/** Poly pump, iso pump and output range of dosing lines, in the user's units. */
export function versionTableColumns(units: UnitsConfig): ItemColumn<PortfolioMachineVersion>[] {
  return [
    { header: 'Poly pump', cell: (version) => <PumpCell pump={version.polyPump} units={units} /> },
    { header: 'Iso pump', cell: (version) => <PumpCell pump={version.isoPump} units={units} /> },
    {
      header: `Output range at ${units.freq} Hz`,
      numeric: true,
      cell: (version) => formatFlowRange(versionFlowRange(version), units),
    },
  ];
}
