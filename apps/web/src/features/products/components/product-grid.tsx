import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LENDING, type ProductType } from '@cl/contracts';
import { formatMoney } from '@/lib/format';
import {
  CarIcon,
  CottageIcon,
  CreditCardIcon,
  DiamondIcon,
  HealthIcon,
  HomeWorkIcon,
  OfferIcon,
  SchoolIcon,
  StorefrontIcon,
  TwoWheelerIcon,
  WalletIcon,
} from './product-icons';
import './products.css';

type ProductKey =
  | 'personalLoans'
  | 'businessLoans'
  | 'goldLoans'
  | 'affordableHousingLoan'
  | 'homeLoans'
  | 'creditCards'
  | 'otherInsurance'
  | 'studentLoans'
  | 'twoWheelerLoans'
  | 'carLoans'
  | 'deals';

// spec 1: the products customers can choose, in the spec's order, with their spec 3 productType.
const PRODUCTS: { key: ProductKey; type: ProductType; Icon: ComponentType }[] = [
  { key: 'personalLoans', type: 'Personal Loans', Icon: WalletIcon },
  { key: 'businessLoans', type: 'Business Loans', Icon: StorefrontIcon },
  { key: 'goldLoans', type: 'Gold Loans', Icon: DiamondIcon },
  { key: 'affordableHousingLoan', type: 'Affordable Housing Loan', Icon: CottageIcon },
  { key: 'homeLoans', type: 'Home Loans', Icon: HomeWorkIcon },
  { key: 'creditCards', type: 'Credit Cards', Icon: CreditCardIcon },
  { key: 'otherInsurance', type: 'Other Insurance', Icon: HealthIcon },
  // issue 13: spec 1's remaining products.
  { key: 'studentLoans', type: 'Student Loans', Icon: SchoolIcon },
  { key: 'twoWheelerLoans', type: 'Two Wheeler Loans', Icon: TwoWheelerIcon },
  { key: 'carLoans', type: 'Car Loans', Icon: CarIcon },
  { key: 'deals', type: 'Deals', Icon: OfferIcon },
];

// spec 9: personal loans up to 10 lakh, gold loans up to 1 crore.
const LIMITS: Partial<Record<ProductKey, number>> = {
  personalLoans: LENDING.personalLoanMax,
  goldLoans: LENDING.goldLoanMax,
};

/** spec 2 product list: one card per product; choosing one calls onSelect with its productType. */
export function ProductGrid({
  onSelect,
  disabled,
}: {
  onSelect: (type: ProductType) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('products');
  return (
    <ul className="cl-tiles">
      {PRODUCTS.map(({ key, type, Icon }) => {
        const limit = LIMITS[key];
        return (
          <li key={key} className="cl-paper cl-tile">
            <button
              type="button"
              className="cl-tile__action"
              disabled={disabled}
              onClick={() => {
                onSelect(type);
              }}
            >
              {/* A phone lists eleven products one under another: the icon beside the text keeps each short. */}
              <div className="cl-tile__content">
                <Icon />
                <div>
                  <h2 className="cl-tile__title">{t(`items.${key}.title`)}</h2>
                  <p className="cl-body2 cl-tile__body">
                    {t(`items.${key}.body`, { max: limit === undefined ? '' : formatMoney(limit) })}
                  </p>
                </div>
              </div>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
