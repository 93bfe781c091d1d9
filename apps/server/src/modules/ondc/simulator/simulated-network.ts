// A local ONDC network for development and tests (issue 17, ADR 032): one registry and lender apps
// (BPPs) with their own subscriber ids, names and terms. These are the simulator's own facts, not
// any real lender's; the signing keys are made by the transport that serves them.

/** What a lender does with the buyer app's calls; the transport acts on it (signing is not ours). */
export interface LenderScenario {
  /** 'nack': refuse the call; 'no_offer': ACK it and never answer (the lender stays unmatched). */
  decline?: 'nack' | 'no_offer';
  /** Deliver every callback after the request's TTL has run out. */
  late?: boolean;
  /** Deliver every callback twice (same message id, same body). */
  twice?: boolean;
  /** Deliver a sequence of callbacks last first. */
  reorder?: boolean;
  /** How the transport signs the callbacks: correctly, with a wrong key, or not at all. */
  signature?: 'valid' | 'bad' | 'none';
}

export interface LenderTerms {
  /** Yearly reducing-balance rate, percent. */
  annualRatePercent: number;
  /** Processing fee, percent of the principal before 18% GST. */
  processingFeePercent: number;
  insurancePaise: number;
  minAmountPaise: number;
  maxAmountPaise: number;
  tenureMonths: number;
  foreclosureFeePercent: number;
  /** Penal charge on an overdue instalment, percent (RBI: penal charges, not penal interest). */
  delayPenaltyPercent: number;
  lateFeePaise: number;
  coolingOffDays: number;
  /** The marketplace's fee as the lender publishes it (BUYER_FINDER_FEES), percent annualised. */
  buyerFinderFeePercent: number;
}

export interface GrievanceOfficer {
  name: string;
  designation: string;
  email: string;
  phone: string;
  address: string;
}

export interface SimulatedLender {
  /** Short key of this lender inside the simulator (used in its URLs). */
  key: string;
  subscriberId: string;
  subscriberUri: string;
  uniqueKeyId: string;
  name: string;
  providerId: string;
  terms: LenderTerms;
  grievanceOfficer: GrievanceOfficer;
  supportEmail: string;
  supportPhone: string;
  scenario: LenderScenario;
}

export interface SimulatedNetwork {
  registry: { subscriberId: string; uri: string };
  city: string;
  lenders: SimulatedLender[];
}

const LAKH = 100_000 * 100;

/** The network the development configuration points at; `baseUrl` is where the simulator is served. */
export function simulatedNetwork(baseUrl: string): SimulatedNetwork {
  const root = `${baseUrl.replace(/\/+$/, '')}/ondc-sim`;
  const lender = (
    key: string,
    rest: Omit<SimulatedLender, 'key' | 'subscriberId' | 'subscriberUri' | 'uniqueKeyId' | 'scenario'>,
  ): SimulatedLender => ({
    key,
    subscriberId: `${key}.bpp.sim.credilink.invalid`,
    subscriberUri: `${root}/bpp/${key}`,
    uniqueKeyId: `${key}-k1`,
    scenario: { signature: 'valid' },
    ...rest,
  });
  return {
    registry: { subscriberId: 'registry.sim.credilink.invalid', uri: `${root}/registry` },
    city: '*',
    lenders: [
      lender('sahyog', {
        name: 'Sahyog Finance (simulated)',
        providerId: 'SAHYOG-PL',
        terms: {
          annualRatePercent: 13.5,
          processingFeePercent: 2,
          insurancePaise: 0,
          minAmountPaise: 50_000 * 100,
          maxAmountPaise: 10 * LAKH,
          tenureMonths: 24,
          foreclosureFeePercent: 4,
          delayPenaltyPercent: 2,
          lateFeePaise: 500 * 100,
          coolingOffDays: 3,
          buyerFinderFeePercent: 1,
        },
        grievanceOfficer: {
          name: 'Meera Kulkarni',
          designation: 'Grievance Redressal Officer',
          email: 'gro@sahyog.sim.credilink.invalid',
          phone: '+91-8000000101',
          address: 'Floor 2, 14 Sample Road, Pune 411001',
        },
        supportEmail: 'help@sahyog.sim.credilink.invalid',
        supportPhone: '+91-8000000100',
      }),
      lender('kosh', {
        name: 'Kosh Credit (simulated)',
        providerId: 'KOSH-PL',
        terms: {
          annualRatePercent: 16,
          processingFeePercent: 1.5,
          insurancePaise: 750 * 100,
          minAmountPaise: 25_000 * 100,
          maxAmountPaise: 5 * LAKH,
          tenureMonths: 18,
          foreclosureFeePercent: 3,
          delayPenaltyPercent: 2.5,
          lateFeePaise: 400 * 100,
          coolingOffDays: 5,
          buyerFinderFeePercent: 1.25,
        },
        grievanceOfficer: {
          name: 'Arjun Rao',
          designation: 'Nodal Grievance Officer',
          email: 'grievance@kosh.sim.credilink.invalid',
          phone: '+91-8000000201',
          address: '7 Example Lane, Bengaluru 560001',
        },
        supportEmail: 'care@kosh.sim.credilink.invalid',
        supportPhone: '+91-8000000200',
      }),
    ],
  };
}

/** The lender with this subscriber id or key; throws on an unknown one (a wiring mistake). */
export function simulatedLender(network: SimulatedNetwork, idOrKey: string): SimulatedLender {
  const found = network.lenders.find((lender) => lender.subscriberId === idOrKey || lender.key === idOrKey);
  if (!found) throw new Error(`No simulated lender ${idOrKey}`);
  return found;
}

/** The same network with one lender's scenario replaced (tests and the dev console switch them). */
export function withScenario(
  network: SimulatedNetwork,
  key: string,
  scenario: LenderScenario,
): SimulatedNetwork {
  simulatedLender(network, key);
  return {
    ...network,
    lenders: network.lenders.map((lender) => (lender.key === key ? { ...lender, scenario } : lender)),
  };
}
