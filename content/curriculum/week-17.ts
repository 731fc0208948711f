import type { CourseWeek } from '../../core/curriculum/course';

export const WEEK_17: CourseWeek = {
  week: 17,
  theme: 'The cross and the empty tomb',
  summary:
    'Jesus gave his life on the cross as the Passover Lamb and the suffering Servant, bearing our sins, and on the third day God raised him from the dead; the risen Lord now sends his followers to all nations.',
  passages: ['Mark 14:12-50', 'Luke 23:26-56', 'Matthew 28:1-20', 'John 20:19-31'],
  memoryVerse: {
    reference: 'Matthew 28:6',
    text: 'He is not here: for he is risen, as he said. Come, see the place where the Lord lay.',
  },
  keyWords: [
    {
      english: 'testament',
      strongs: 'G1242',
      note: 'Diatheke: covenant; at the Last Supper Jesus speaks of "my blood of the new testament", the new covenant.',
    },
    {
      english: 'cross',
      strongs: 'G4716',
      note: 'Stauros: an upright stake, the Roman instrument of execution; the place of shame became the place of our rescue.',
    },
    {
      english: 'risen',
      strongs: 'G1453',
      note: 'Egeiro: to wake up, to raise; "he is risen" means God raised Jesus bodily from the dead.',
    },
  ],
  lessons: [
    {
      day: 1,
      title: 'The Last Supper',
      reading: 'Mark 14:12-26',
      teaching:
        'On the night of the Passover, Jesus eats the meal with his twelve disciples. He tells them one of them will betray him. Then he takes the bread: "Take, eat: this is my body." And the cup: "This is my blood of the new testament, which is shed for many."\n\nThe Passover remembered how the blood of a lamb saved Israel in Egypt. Now Jesus says that he is the Lamb, and his death will begin the new covenant God promised through Jeremiah (Jeremiah 31:31-34). Christians still remember this at the Lord\'s Supper.',
      questions: [
        'What feast were Jesus and his disciples keeping?',
        'What did Jesus say about the bread and the cup?',
        'How does the Passover in Exodus 12 help us understand the Last Supper?',
        'What did they do before going out to the Mount of Olives (verse 26)?',
      ],
      activity:
        'Look back at your notes from week 6 (the Passover) and write three links to the Last Supper.',
      gradeNotes: {
        younger: 'Talk about why Jesus gave his friends a meal to remember him by.',
        older: 'Read Jeremiah 31:31-34 and write what is "new" about the new covenant.',
      },
    },
    {
      day: 2,
      title: 'Not what I will',
      reading: 'Mark 14:32-50',
      teaching:
        'In the garden of Gethsemane Jesus begins "to be sore amazed, and to be very heavy". He falls to the ground and prays, "Abba, Father, all things are possible unto thee; take away this cup from me: nevertheless not what I will, but what thou wilt."\n\nThree times he finds his disciples asleep. Then Judas arrives with a crowd carrying swords and staves, and betrays him with a kiss. Jesus does not fight; he lets himself be taken so that the Scriptures are fulfilled, and "they all forsook him, and fled."',
      questions: [
        'What did Jesus pray in the garden?',
        'What were the disciples doing while Jesus prayed?',
        'How did Judas show the crowd which one was Jesus?',
        'What did the disciples do when Jesus was arrested?',
      ],
      activity: 'Write a prayer that includes Jesus\' words "not what I will, but what thou wilt".',
    },
    {
      day: 3,
      title: 'Father, forgive them',
      reading: 'Luke 23:32-49',
      teaching:
        'Jesus is crucified between two criminals. The first words Luke records from the cross are a prayer for the people killing him: "Father, forgive them; for they know not what they do." One criminal mocks him, but the other asks, "Lord, remember me," and Jesus promises, "To day shalt thou be with me in paradise."\n\nDarkness covers the land, the veil of the temple is torn, and Jesus cries, "Father, into thy hands I commend my spirit." The Servant of Isaiah 53 has borne the sins of many. Even the Roman centurion says, "Certainly this was a righteous man."',
      questions: [
        'What did Jesus pray for the people who crucified him?',
        'How were the two criminals different?',
        'What did Jesus promise the one who asked to be remembered?',
        'What did the centurion say after Jesus died?',
      ],
      activity: 'Read Isaiah 53:4-6 again (week 12) and write which parts you see happening in Luke 23.',
      gradeNotes: {
        younger: 'Talk quietly about why Jesus was willing to die for us.',
        older: 'Read Hebrews 10:19-22 and write what the torn veil means.',
      },
    },
    {
      day: 4,
      title: 'He is risen',
      reading: 'Matthew 28:1-10',
      teaching:
        'Early on the first day of the week, Mary Magdalene and the other Mary come to the tomb. An earthquake, an angel, a stone rolled away, and terrified guards. The angel says, "He is not here: for he is risen, as he said. Come, see the place where the Lord lay."\n\nThe women run "with fear and great joy" to tell the disciples, and on the way Jesus himself meets them. The resurrection is God\'s declaration that Jesus\' sacrifice is accepted and death is defeated. The heel was bruised, but the serpent\'s head is crushed (Genesis 3:15).',
      questions: [
        'Who came to the tomb, and when?',
        'What did the angel tell the women?',
        'How did the women feel as they ran?',
        'How does the resurrection fulfil Genesis 3:15?',
      ],
      activity: 'Recite Matthew 28:6. Make an "empty tomb" from a cup or clay with a stone rolled away.',
    },
    {
      day: 5,
      title: 'My Lord and my God',
      reading: 'John 20:19-31',
      teaching:
        'On the evening of the resurrection, Jesus appears to his frightened disciples behind locked doors and says, "Peace be unto you." He shows them his hands and side and sends them out: "as my Father hath sent me, even so send I you."\n\nThomas was not there and refuses to believe without seeing. A week later Jesus invites him to touch his wounds, and Thomas confesses, "My Lord and my God." Jesus answers, "blessed are they that have not seen, and yet have believed." That includes us. In Matthew he sends them to "teach all nations" and promises, "I am with you alway" (Matthew 28:19-20).',
      questions: [
        "What were Jesus' first words to his disciples?",
        'What did Thomas say he needed before he would believe?',
        'What did Thomas call Jesus when he saw him?',
        'Whom does Jesus call blessed in verse 29?',
      ],
      activity:
        "Write Thomas's confession in large letters and, beneath it, why you believe in the risen Jesus.",
      gradeNotes: {
        younger: 'Act out the two meetings in the locked room, a week apart.',
        older: 'Read 1 Corinthians 15:3-8 and list everyone Paul says saw the risen Jesus.',
      },
    },
  ],
};
