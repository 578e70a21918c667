import { editablePage } from '@/components/EditablePage'

const { Page, generateMetadata } = editablePage('CoCurricularActivities')

export { generateMetadata }
export default Page
