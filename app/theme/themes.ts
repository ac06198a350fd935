/** The themes live in common/ (the server resolves them too); the app reads them from here. */
export * from '../../common/themes';
export type { ConsultationService } from '../../common/consultation-services';
