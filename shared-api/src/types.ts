/** DTO types for the front-ends: type-only, so no schema code reaches a browser bundle. */
export type { Role, User, LoginRequest, LoginResult, TokenResult } from './dto/auth';
export type { Company, CompanyInput } from './dto/company';
export type { Vehicle, VehicleInput } from './dto/vehicle';
export type { RepairForm, RepairFormInput, FormLink, PublicForm } from './dto/repair-form';
export type { FormSignature, FormSignatureInput } from './dto/form-signature';
export type { FormPhoto, FormPhotoList, PublicPhoto } from './dto/photos';

export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}
export type { RepairFormSummary, RepairFormListParams, RepairFormPage, SendFormInput } from './dto/repair-form-list';
export type { AdminDashboard, TamirciDashboard } from './dto/dashboard';
export type {
  RepairShop,
  RepairShopCompany,
  RepairShopCreateInput,
  RepairShopListParams,
  RepairShopOption,
  RepairShopPage,
  RepairShopStatistics,
  RepairShopUpdateInput,
} from './dto/repair-shop';
export type { Driver, DriverStatistics } from './dto/driver';
export type { Settings, GeneralSettings, EmailSettings, SmsSettings, LoggingSettings, BackupSettings, SystemInfo, ChangePasswordInput } from './dto/settings';
export type { VehicleListParams } from './dto/vehicle';
export type { UserAccount, UserCreated, UserCreateInput, UserListParams, UserStatistics, UserUpdateInput } from './dto/user';
export type { CompanyListParams, CompanyStatistics, CompanyUpdateInput, CompanyVehicle, CompanyUser } from './dto/company';
export type { Notification, NotificationListParams, NotificationStatistics, TestNotificationInput } from './dto/notification';
export type {
  Approval,
  ApprovalAnswer,
  EstimateSent,
  RepairApprovalInput,
  RepairEstimateInput,
  RepairItem,
  RepairItems,
  RepairItemsInput,
  RepairStatusChangeInput,
  StatusCount,
  StatusHistoryEntry,
} from './dto/repair-work';
export type {
  KvkkRequest,
  KvkkRequestInput,
  KvkkRequestListParams,
  KvkkMatch,
  KvkkMatches,
  KvkkMatchKind,
  KvkkActionResult,
  KvkkAnswerInput,
  KvkkCorrectionInput,
  KvkkVerificationInput,
  KvkkRequestStateInput,
  KvkkDestructionEntry,
  KvkkDestructionLogParams,
  KvkkSettings,
  KvkkSettingsInput,
  KvkkNoticeVersion,
  KvkkPublicNotice,
  ShopKvkk,
  ShopKvkkInput,
} from './dto/kvkk';
export type { DeferredReminders, Reminder, ReminderInput, ReminderSummary, VehicleReminders } from './dto/reminder';
export type { InvoiceCreateInput, InvoiceDetail, InvoiceListItem, InvoiceListParams, InvoiceSummary, SellerDetails } from './dto/invoice';
