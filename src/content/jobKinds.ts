import type { Feature } from './types'

/** The kinds of job a farmer can put out for offers. */
export const jobKinds: readonly Feature[] = [
  {
    icon: 'wave',
    title: 'Notvask',
    description: 'Vask av nøtene i én eller flere merder, planlagt etter begroingen eller når den ikke kan vente.',
  },
  {
    icon: 'check',
    title: 'Avlusing og behandling',
    description: 'Båt og utstyr til avlusing og andre behandlinger, når lusetellingen eller et pålegg krever det.',
  },
  {
    icon: 'arrow',
    title: 'Transport av fôr og utstyr',
    description: 'Frakt av fôr, nøter, utstyr og materiell mellom kai og lokalitet.',
  },
  {
    icon: 'anchor',
    title: 'Kontroll av fortøyninger',
    description: 'Inspeksjon og vedlikehold av fortøyninger, bøyer og rammer på anlegget.',
  },
  {
    icon: 'pin',
    title: 'ROV-oppdrag',
    description: 'Undervannsinspeksjon av not, fortøyninger og bunn med ROV.',
  },
  {
    icon: 'boat',
    title: 'Brønnbåtturer',
    description: 'Brønnbåt til levende fisk: utsett, flytting mellom lokaliteter, behandling eller slakt.',
  },
]
