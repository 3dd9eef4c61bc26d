/**
 * The `revenue-tracking` contract on the client (docs/records.md): revenue stats, the monthly
 * series and the payment (the spec's "revenue entry").
 */
import type { PaymentMethod } from '../records/index';
import type { Invoice } from './invoice-types';
import type { SortOrder } from './lead-types';

export type RevenueStats = {
  /** Currency units (not cents), like every revenue figure. */
  currentMonth: number;
  lastMonth: number;
  yearToDate: number;
  /** Percent, one decimal; null when last month is 0. */
  monthOverMonthChange: number | null;
  /** Payments this year. */
  totalTransactions: number;
  currency: string;
};

export type MonthlyRevenue = {
  /** `YYYY-MM`. */
  month: string;
  revenue: number;
  transactions: number;
};

export type Payment = {
  id: string;
  /** `amount_cents / 100`. */
  amount: number;
  amount_cents: number;
  currency: string;
  /** `YYYY-MM-DD`. */
  payment_date: string;
  payment_method: PaymentMethod;
  description: string | null;
  invoice_id: string | null;
  invoice_number: string | null;
  project_id: string | null;
  client_id: string | null;
  created_at: string;
  projects: { name: string } | null;
  clients: { name: string; company: string | null } | null;
};

export type PaymentFields = {
  amount_cents: number;
  payment_date: string;
  payment_method: PaymentMethod;
  description: string | null;
  /** A sent or overdue invoice; its client and project then apply. */
  invoice_id: string | null;
  client_id: string | null;
  project_id: string | null;
};

export type NewPayment = Pick<PaymentFields, 'amount_cents' | 'payment_date' | 'payment_method'> &
  Partial<PaymentFields>;

export type PaymentSortColumn = 'payment_date' | 'amount_cents';

export type PaymentListQuery = {
  search?: string;
  client_id?: string;
  project_id?: string;
  invoice_id?: string;
  payment_method?: PaymentMethod | PaymentMethod[];
  date_from?: string;
  date_to?: string;
  sort?: PaymentSortColumn;
  order?: SortOrder;
  page?: number;
  pageSize?: number;
};

export type PaymentPage = { payments: Payment[]; total: number; page: number; pageSize: number };

/** `record_payment`: the invoice is null for a payment without one. */
export type RecordedPayment = { payment: Payment; invoice: Invoice | null };
