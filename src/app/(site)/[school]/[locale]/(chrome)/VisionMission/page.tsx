import { editablePage } from '@/components/EditablePage'

const { Page, generateMetadata } = editablePage('VisionMission')

export { generateMetadata }
export default Page
