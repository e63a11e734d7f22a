import { getAccountDetailsQueryOptions } from '@/api/get-account-details';
import { guidOrEmpty } from '@/domain/id';
import { grants } from '@/domain/permissions';
import { prefetchAll, type PageData } from '@/session/pageData';
import { getCoursesQueryOptions } from '@/api/get-courses';
import { readListQuery } from '@/domain/lists/listQuery';
import { CERTIFICATES_LIST } from '@/domain/training/certificate';
import { getCertificateListQueryOptions, getTraineeCertificatesQueryOptions } from './api/get-certificate-list';
import { getTraineeQueryOptions } from './api/get-trainee';
import { traineesPageQueries } from './hooks/useTrainingData';
import { getEveryTraineeStandingQueryOptions, getTraineeCountsQueryOptions, getTraineeStandingsQueryOptions } from '@/api/get-trainee-standings';
import { TRAINEES_LIST, traineeStandingsQuery } from '@/domain/training/traineeStandings';
// The training pages' styles (1 KB) travel with what their loaders need, which is in before the click: as a
// file of their own they would be a seventh request beside the trainees page's code and four calls, past
// the browser's six connections to one server, and the page would wait a round trip longer.
import './components/training-matrix.css';

/**
 * The trainees page: exactly the page of trainees with their standing that the address asks for (worked out
 * by the server: no certificates, no other trainees), the catalogue, what each role requires and the units;
 * then the account details a printed matrix is headed with (the business, its main contact). Only the first
 * are waited for, and the details are asked for once they are in: the page draws without the print's
 * heading.
 */
export const traineesPageData: PageData = ({ queryClient, api, membershipNumber, permissions, searchParams }) => {
  if (!grants(permissions, 'training')) return queryClient.prefetchQuery(getCoursesQueryOptions(api));
  const { page, pageSize } = readListQuery(searchParams, TRAINEES_LIST);
  const records = prefetchAll(queryClient, [
    ...traineesPageQueries(api, membershipNumber),
    getTraineeStandingsQueryOptions(api, membershipNumber, traineeStandingsQuery(searchParams, page, pageSize)),
  ]);
  void Promise.resolve(records).then(() => queryClient.prefetchQuery(getAccountDetailsQueryOptions(api, membershipNumber)));
  return records;
};

/**
 * One trainee's page: the trainee the address names (a GUID, or the page is not found), their certificates
 * with their standing, the catalogue, what each role requires and the units; never the other trainees'
 * certificates.
 */
export const traineePageData: PageData = (args) => {
  const { queryClient, api, membershipNumber, permissions } = args;
  const traineeId = guidOrEmpty(args.params.id);
  if (!grants(permissions, 'training') || !traineeId) return undefined;
  return prefetchAll(queryClient, [
    ...traineesPageQueries(api, membershipNumber),
    getTraineeQueryOptions(api, membershipNumber, traineeId),
    getTraineeCertificatesQueryOptions(api, membershipNumber, traineeId),
  ]);
};

/** The courses page: the catalogue, and who needs each course when there is a member with the training permission. */
export const coursesPageData: PageData = ({ queryClient, api, membershipNumber, permissions }) =>
  prefetchAll(queryClient, [
    getCoursesQueryOptions(api),
    ...(membershipNumber && grants(permissions, 'training') ? [getEveryTraineeStandingQueryOptions(api, membershipNumber)] : []),
  ]);

/**
 * The Certificates page: the page of certificates the address asks for (each with its trainee), the courses
 * that name them and the trainees' counts; not every certificate or every trainee.
 */
export const certificatesPageData: PageData = ({ queryClient, api, membershipNumber, permissions, searchParams }) =>
  prefetchAll(
    queryClient,
    grants(permissions, 'training')
      ? [getCoursesQueryOptions(api), getTraineeCountsQueryOptions(api, membershipNumber), getCertificateListQueryOptions(api, membershipNumber, readListQuery(searchParams, CERTIFICATES_LIST))]
      : [getCoursesQueryOptions(api)],
  );
