<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>Card</name>
    <message>
        <source>Aggression</source>
        <translation>Aggressione</translation>
    </message>
    <message>
        <source>Gain 2 dominance at once. Reaching 6 triggers infamy.</source>
        <translation>Guadagni subito 2 di dominio. Arrivare a 6 fa scattare l&apos;infamia.</translation>
    </message>
    <message>
        <source>Expansion</source>
        <translation>Espansione</translation>
    </message>
    <message>
        <source>Roll one of your reserve ships and put it next to a planet holding your cube, or in your scrapyard.</source>
        <translation>Tira uno dei tuoi dadi espansione e mettilo in orbita a un pianeta con un tuo cubo, o nel tuo cimitero.</translation>
    </message>
    <message>
        <source>Momentum</source>
        <translation>Slancio</translation>
    </message>
    <message>
        <source>Take a bonus turn with 2 actions right away.</source>
        <translation>Gioca subito un turno bonus con 2 azioni.</translation>
    </message>
    <message>
        <source>Relocation</source>
        <translation>Trasferimento</translation>
    </message>
    <message>
        <source>Move another player&apos;s cube to a planet of no higher number that has room and none of their cubes.</source>
        <translation>Sposta il cubo di un altro giocatore su un pianeta di numero non superiore, con posto libero e senza suoi cubi.</translation>
    </message>
    <message>
        <source>Reorganization</source>
        <translation>Riorganizzazione</translation>
    </message>
    <message>
        <source>Pick up any of your ships, roll them, and set each next to a planet holding your cube or in your scrapyard.</source>
        <translation>Prendi quante tue navi vuoi, tirale e metti ognuna in orbita a un pianeta con un tuo cubo o nel cimitero.</translation>
    </message>
    <message>
        <source>Sabotage</source>
        <translation>Sabotaggio</translation>
    </message>
    <message>
        <source>Each other player discards one command card of their choice.</source>
        <translation>Ogni altro giocatore scarta una carta Comando a sua scelta.</translation>
    </message>
    <message>
        <source>Agile</source>
        <translation>Agile</translation>
    </message>
    <message>
        <source>Your ships move one square further.</source>
        <translation>Le tue navi si muovono di uno spazio in più.</translation>
    </message>
    <message>
        <source>Arrogant</source>
        <translation>Arrogante</translation>
    </message>
    <message>
        <source>Start of turn: one more action if you have more ships on the map than every other player.</source>
        <translation>Inizio turno: un&apos;azione in più se hai sulla mappa più navi di ogni altro giocatore.</translation>
    </message>
    <message>
        <source>Brilliant</source>
        <translation>Brillante</translation>
    </message>
    <message>
        <source>Start of turn: research +2.</source>
        <translation>Inizio turno: ricerca +2.</translation>
    </message>
    <message>
        <source>Cerebral</source>
        <translation>Cerebrale</translation>
    </message>
    <message>
        <source>Once a turn, free: trade 1 dominance for 3 research.</source>
        <translation>Una volta per turno, gratis: cedi 1 di dominio per 3 di ricerca.</translation>
    </message>
    <message>
        <source>Clever</source>
        <translation>Abile</translation>
    </message>
    <message>
        <source>Choose the value instead of rolling whenever one of your ships is rolled (not in combat).</source>
        <translation>Quando tiri il dado di una tua nave, scegli tu il valore (non in combattimento).</translation>
    </message>
    <message>
        <source>Conformist</source>
        <translation>Conformista</translation>
    </message>
    <message>
        <source>Start of turn: one more action if two of your ships on the map show the same value.</source>
        <translation>Inizio turno: un&apos;azione in più se due tue navi sulla mappa mostrano lo stesso valore.</translation>
    </message>
    <message>
        <source>Cruel</source>
        <translation>Crudele</translation>
    </message>
    <message>
        <source>Once per combat, make your opponent roll again.</source>
        <translation>Una volta per combattimento, costringi l&apos;avversario a rilanciare.</translation>
    </message>
    <message>
        <source>Cunning</source>
        <translation>Astuto</translation>
    </message>
    <message>
        <source>Once a turn, a ship that has used its ability may use the ability of its current value again.</source>
        <translation>Una volta per turno, una nave che ha usato la sua abilità può usare di nuovo quella del suo valore attuale.</translation>
    </message>
    <message>
        <source>Curious</source>
        <translation>Curioso</translation>
    </message>
    <message>
        <source>One free move a turn, if you make no attack that turn.</source>
        <translation>Un movimento gratis per turno, se in quel turno non attacchi.</translation>
    </message>
    <message>
        <source>Dangerous</source>
        <translation>Pericoloso</translation>
    </message>
    <message>
        <source>When attacked, you may destroy both ships before the roll.</source>
        <translation>Quando vieni attaccato, puoi distruggere entrambe le navi prima del tiro.</translation>
    </message>
    <message>
        <source>Eager</source>
        <translation>Zelante</translation>
    </message>
    <message>
        <source>Deploying costs no action.</source>
        <translation>Schierare non costa azioni.</translation>
    </message>
    <message>
        <source>Energetic</source>
        <translation>Energico</translation>
    </message>
    <message>
        <source>Your ships may move more than once a turn.</source>
        <translation>Le tue navi possono muoversi più di una volta per turno.</translation>
    </message>
    <message>
        <source>Ferocious</source>
        <translation>Feroce</translation>
    </message>
    <message>
        <source>-1 to your combat rolls.</source>
        <translation>-1 ai tuoi tiri di combattimento.</translation>
    </message>
    <message>
        <source>Flexible</source>
        <translation>Flessibile</translation>
    </message>
    <message>
        <source>Once a turn, free: raise or lower one ship by 1.</source>
        <translation>Una volta per turno, gratis: alza o abbassa di 1 il valore di una nave.</translation>
    </message>
    <message>
        <source>Ingenious</source>
        <translation>Ingegnoso</translation>
    </message>
    <message>
        <source>Ships diagonal to a planet may count when you construct.</source>
        <translation>Quando costruisci, possono contare anche le navi in diagonale al pianeta.</translation>
    </message>
    <message>
        <source>Intelligent</source>
        <translation>Intelligente</translation>
    </message>
    <message>
        <source>Construct when your total is one off the target.</source>
        <translation>Puoi costruire anche con un totale di uno in più o in meno.</translation>
    </message>
    <message>
        <source>Nomadic</source>
        <translation>Nomade</translation>
    </message>
    <message>
        <source>Once a turn, 1 action: jump an orbiting ship to the planet of a neighbouring tile.</source>
        <translation>Una volta per turno, 1 azione: sposta una nave dall&apos;orbita di un pianeta a quella del pianeta di una tessera vicina.</translation>
    </message>
    <message>
        <source>Plundering</source>
        <translation>Predone</translation>
    </message>
    <message>
        <source>Your first kill each turn gives research +3.</source>
        <translation>La prima nave nemica che distruggi in ogni turno ti dà ricerca +3.</translation>
    </message>
    <message>
        <source>Precocious</source>
        <translation>Precoce</translation>
    </message>
    <message>
        <source>Breakthrough from research 4.</source>
        <translation>Scoperta già con la ricerca a 4.</translation>
    </message>
    <message>
        <source>Rational</source>
        <translation>Razionale</translation>
    </message>
    <message>
        <source>Your combat rolls are always 3.</source>
        <translation>I tuoi tiri di combattimento valgono sempre 3.</translation>
    </message>
    <message>
        <source>Ravenous</source>
        <translation>Vorace</translation>
    </message>
    <message>
        <source>Kills give dominance +2; losses cost 2.</source>
        <translation>Distruggere una nave dà dominio +2; perderne una costa 2.</translation>
    </message>
    <message>
        <source>Relentless</source>
        <translation>Implacabile</translation>
    </message>
    <message>
        <source>Once per combat, roll your own die again.</source>
        <translation>Una volta per combattimento, rilancia il tuo dado.</translation>
    </message>
    <message>
        <source>Resourceful</source>
        <translation>Intraprendente</translation>
    </message>
    <message>
        <source>Once a turn: scrap one of your ships for one more action.</source>
        <translation>Una volta per turno: manda una tua nave al cimitero per un&apos;azione in più.</translation>
    </message>
    <message>
        <source>Righteous</source>
        <translation>Giusto</translation>
    </message>
    <message>
        <source>Losing a ship costs you no dominance.</source>
        <translation>Perdere una nave non ti costa dominio.</translation>
    </message>
    <message>
        <source>Scrappy</source>
        <translation>Grintoso</translation>
    </message>
    <message>
        <source>On your turn, any roll of yours may be rolled once more.</source>
        <translation>Nel tuo turno, ogni tuo tiro può essere rilanciato una volta.</translation>
    </message>
    <message>
        <source>Stealthy</source>
        <translation>Furtivo</translation>
    </message>
    <message>
        <source>Deploy to any empty square away from other ships.</source>
        <translation>Schiera su qualsiasi spazio vuoto non accanto ad altre navi.</translation>
    </message>
    <message>
        <source>Strategic</source>
        <translation>Strategico</translation>
    </message>
    <message>
        <source>-2 to your combat roll next to another of your ships.</source>
        <translation>-2 al tuo tiro di combattimento accanto a un&apos;altra tua nave.</translation>
    </message>
    <message>
        <source>Stubborn</source>
        <translation>Ostinato</translation>
    </message>
    <message>
        <source>Defending, you win ties, and a beaten attacker is destroyed.</source>
        <translation>In difesa vinci i pareggi, e l&apos;attaccante sconfitto è distrutto.</translation>
    </message>
    <message>
        <source>Tactical</source>
        <translation>Tattico</translation>
    </message>
    <message>
        <source>Once a turn, free: move a ship one square.</source>
        <translation>Una volta per turno, gratis: muovi una nave di uno spazio.</translation>
    </message>
    <message>
        <source>Tyrannical</source>
        <translation>Tirannico</translation>
    </message>
    <message>
        <source>Once a turn, free: trade 1 research for 1 dominance.</source>
        <translation>Una volta per turno, gratis: cedi 1 di ricerca per 1 di dominio.</translation>
    </message>
    <message>
        <source>Warlike</source>
        <translation>Bellicoso</translation>
    </message>
    <message>
        <source>Your first kill each turn gives one more action.</source>
        <translation>La prima nave nemica che distruggi in ogni turno ti dà un&apos;azione in più.</translation>
    </message>
</context>
<context>
    <name>CardArt</name>
    <message>
        <source>Empty slot</source>
        <translation>Posto vuoto</translation>
    </message>
    <message>
        <source>Gambit card</source>
        <translation>Carta Azzardo</translation>
    </message>
    <message>
        <source>Command card</source>
        <translation>Carta Comando</translation>
    </message>
    <message>
        <source>No card in this slot.</source>
        <translation>Nessuna carta in questo posto.</translation>
    </message>
    <message>
        <source>Gambit card: it acts at once when taken, then it is discarded.</source>
        <translation>Carta Azzardo: agisce appena presa, poi viene scartata.</translation>
    </message>
    <message>
        <source>Command card: you keep it (up to three); it works once the turn in which you took it has ended.</source>
        <translation>Carta Comando: la tieni (fino a tre); funziona dalla fine del turno in cui l&apos;hai presa.</translation>
    </message>
    <message>
        <source>Taken this turn: it works from the next turn on.</source>
        <translation>Presa in questo turno: funziona dal turno successivo.</translation>
    </message>
</context>
<context>
    <name>ClickRefusal</name>
    <message>
        <source>Your %1 is not part of this step.</source>
        <translation>La tua %1 non fa parte di questo passo.</translation>
    </message>
    <message>
        <source>No action is left this turn: end your turn (E).</source>
        <translation>Non ti restano azioni in questo turno: termina il turno (E).</translation>
    </message>
    <message>
        <source>Your %1 has moved this turn and has nothing left to do.</source>
        <translation>La tua %1 si è già mossa in questo turno e non ha altro da fare.</translation>
    </message>
    <message>
        <source>That is %1&apos;s %2. To attack it, click one of your ships first, then it.</source>
        <translation>Questa è la %2 di %1. Per attaccarla, clicca prima una tua nave, poi lei.</translation>
    </message>
    <message>
        <source>Click one of your ships first: then the squares it can reach light up.</source>
        <translation>Clicca prima una tua nave: si illumineranno gli spazi che può raggiungere.</translation>
    </message>
    <message numerus="yes">
        <source>Constructing on %1 takes 2 actions: you have %n left.</source>
        <translation>
            <numerusform>Costruire su %1 richiede 2 azioni: te ne resta %n.</numerusform>
            <numerusform>Costruire su %1 richiede 2 azioni: te ne restano %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no free cube location on %1.</source>
        <translation>Non c&apos;è uno spazio libero per un cubo su %1.</translation>
    </message>
    <message>
        <source>You already have a cube on %1.</source>
        <translation>Hai già un cubo su %1.</translation>
    </message>
    <message>
        <source>To construct on %1, bring your ships onto its orbital positions (the squares beside it, not diagonal): their values must add up to %2.</source>
        <translation>Per costruire su %1, porta le tue navi nelle sue posizioni orbitali (gli spazi accanto, non in diagonale): i loro valori devono sommare %2.</translation>
    </message>
    <message>
        <source>Your ships in orbit of %1 add up to %2: constructing there needs exactly %3.</source>
        <translation>Le tue navi in orbita attorno a %1 sommano %2: per costruire lì serve esattamente %3.</translation>
    </message>
    <message>
        <source>Your %1 has already moved or attacked this turn.</source>
        <translation>La tua %1 si è già mossa o ha già attaccato in questo turno.</translation>
    </message>
    <message>
        <source>Your %1 has already moved this turn.</source>
        <translation>La tua %1 si è già mossa in questo turno.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 is out of reach of your %3: it attacks a ship next to a square it can reach.</source>
        <translation>La %2 di %1 è fuori dalla portata della tua %3: si attacca una nave accanto a uno spazio raggiungibile.</translation>
    </message>
    <message>
        <source>Ships cannot land on a planet: they orbit beside it.</source>
        <translation>Le navi non possono posarsi su un pianeta: gli orbitano accanto.</translation>
    </message>
    <message>
        <source>%1 is out of reach of your %2.</source>
        <translation>%1 è fuori dalla portata della tua %2.</translation>
    </message>
    <message>
        <source>Your %1 has used its ability this turn: a die uses one ability a turn, whatever type it has become since.</source>
        <translation>La tua %1 ha già usato la sua abilità in questo turno: un dado usa una sola abilità per turno, qualunque tipo sia diventato nel frattempo.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Quantum, the dice game of space conquest.</source>
        <translation>Quantum, il gioco di dadi e conquista spaziale.</translation>
    </message>
    <message>
        <source>Play on the map &lt;map&gt; (a map file or a layout such as &quot;7* 8 7*&quot;) in a quick game.</source>
        <translation>Gioca una partita rapida sulla mappa &lt;mappa&gt; (un file di mappa o un layout come &quot;7* 8 7*&quot;).</translation>
    </message>
    <message>
        <source>map</source>
        <translation>mappa</translation>
    </message>
    <message>
        <source>Open the saved game &lt;save&gt;.</source>
        <translation>Apri la partita salvata &lt;salvataggio&gt;.</translation>
    </message>
    <message>
        <source>save</source>
        <translation>salvataggio</translation>
    </message>
    <message>
        <source>Save a picture of the window (1280x800 or --size) as the PNG file &lt;file&gt;, then exit.</source>
        <translation>Salva un&apos;immagine della finestra (1280x800 o --size) nel file PNG &lt;file&gt;, poi esci.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>The window&apos;s size, &lt;size&gt; such as 1366x768 (with --screenshot: default 1280x800).</source>
        <translation>La dimensione della finestra, &lt;dimensione&gt; come 1366x768 (con --screenshot: predefinita 1280x800).</translation>
    </message>
    <message>
        <source>size</source>
        <translation>dimensione</translation>
    </message>
    <message>
        <source>the size must be WIDTHxHEIGHT, such as 1366x768</source>
        <translation>la dimensione deve essere LARGHEZZAxALTEZZA, come 1366x768</translation>
    </message>
    <message>
        <source>cannot read the map: %1</source>
        <translation>impossibile leggere la mappa: %1</translation>
    </message>
    <message>
        <source>cannot open the saved game: %1</source>
        <translation>impossibile aprire la partita salvata: %1</translation>
    </message>
    <message>
        <source>cannot write the screenshot to %1</source>
        <translation>impossibile scrivere lo screenshot in %1</translation>
    </message>
    <message>
        <source>language</source>
        <translation>lingua</translation>
    </message>
    <message>
        <source>quantum: unknown language &quot;%1&quot; (use %2)</source>
        <translation>quantum: lingua sconosciuta &quot;%1&quot; (usa %2)</translation>
    </message>
    <message>
        <source>Open the map editor on &lt;file&gt; (&quot;new&quot; for a new map).</source>
        <translation>Apri l&apos;editor di mappe su &lt;file&gt; (&quot;new&quot; per una mappa nuova).</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>il file non esiste</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>non è un file regolare</translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <translation>non si può leggere</translation>
    </message>
    <message>
        <source>it is neither a saved game nor a map of Quantum</source>
        <translation>non è né una partita salvata né una mappa di Quantum</translation>
    </message>
    <message>
        <source>give only one file to open</source>
        <translation>indica un solo file da aprire</translation>
    </message>
    <message>
        <source>The saved game %1 cannot be opened.

Reason: %2</source>
        <translation>Impossibile aprire la partita salvata %1.

Motivo: %2</translation>
    </message>
    <message>
        <source>The map %1 cannot be played.

Reason: %2</source>
        <translation>La mappa %1 non si può giocare.

Motivo: %2</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>impossibile aprire %1: %2</translation>
    </message>
    <message>
        <source>%1 cannot be opened.

Reason: %2</source>
        <translation>Impossibile aprire %1.

Motivo: %2</translation>
    </message>
    <message>
        <source>cannot open the map %1: %2</source>
        <translation>impossibile aprire la mappa %1: %2</translation>
    </message>
    <message>
        <source>The map %1 cannot be opened.

Reason: %2</source>
        <translation>Impossibile aprire la mappa %1.

Motivo: %2</translation>
    </message>
    <message>
        <source>Quantum</source>
        <translation>Quantum</translation>
    </message>
    <message>
        <source>This copy of Quantum is incomplete: files it was built with are missing or broken. Please install it again.

%1</source>
        <translation>Questa copia di Quantum è incompleta: mancano o sono danneggiati dei file con cui è stata compilata. Installala di nuovo.

%1</translation>
    </message>
    <message>
        <source>Show the interface in &lt;language&gt; (%1) this time, whatever Settings say.</source>
        <translation>Mostra l&apos;interfaccia in &lt;lingua&gt; (%1) per questa volta, qualunque cosa dicano le Impostazioni.</translation>
    </message>
    <message>
        <source>A saved game (.quantum-save) to go on with, or a map (.quantum-map or .json) or a map code link (quantum:...) to open in the map editor.</source>
        <translation>Una partita salvata (.quantum-save) da continuare, oppure una mappa (.quantum-map o .json) o un link a un codice di mappa (quantum:...) da aprire nell&apos;editor di mappe.</translation>
    </message>
    <message>
        <source>cannot open the map code: %1</source>
        <translation>impossibile aprire il codice della mappa: %1</translation>
    </message>
    <message>
        <source>The map code cannot be opened.

Reason: %1</source>
        <translation>Impossibile aprire il codice della mappa.

Motivo: %1</translation>
    </message>
</context>
<context>
    <name>Faction</name>
    <message>
        <source>Vermillion</source>
        <translation>Vermiglio</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Giallo</translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message>
        <source>Battlestation</source>
        <translation>Stazione da battaglia</translation>
    </message>
    <message>
        <source>Flagship</source>
        <translation>Ammiraglia</translation>
    </message>
    <message>
        <source>Destroyer</source>
        <translation>Cacciatorpediniere</translation>
    </message>
    <message>
        <source>Frigate</source>
        <translation>Fregata</translation>
    </message>
    <message>
        <source>Interceptor</source>
        <translation>Intercettore</translation>
    </message>
    <message>
        <source>Scout</source>
        <translation>Esploratore</translation>
    </message>
    <message>
        <source>ship</source>
        <translation>nave</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>nessuna carta</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <source>the scrapyard</source>
        <translation>spazio del cimitero</translation>
    </message>
    <message>
        <source>the reserve</source>
        <translation>spazio dei dadi espansione</translation>
    </message>
    <message>
        <source>nowhere</source>
        <translation>spazio inesistente</translation>
    </message>
    <message>
        <source>a square of the Void</source>
        <translation>spazio del Vuoto</translation>
    </message>
    <message>
        <source>the square above %1</source>
        <translation>spazio sopra il %1</translation>
    </message>
    <message>
        <source>the square below %1</source>
        <translation>spazio sotto il %1</translation>
    </message>
    <message>
        <source>the square left of %1</source>
        <translation>spazio a sinistra del %1</translation>
    </message>
    <message>
        <source>the square right of %1</source>
        <translation>spazio a destra del %1</translation>
    </message>
    <message>
        <source>the top-left corner of %1</source>
        <translation>spazio in alto a sinistra del %1</translation>
    </message>
    <message>
        <source>the top-right corner of %1</source>
        <translation>spazio in alto a destra del %1</translation>
    </message>
    <message>
        <source>the bottom-left corner of %1</source>
        <translation>spazio in basso a sinistra del %1</translation>
    </message>
    <message>
        <source>the bottom-right corner of %1</source>
        <translation>spazio in basso a destra del %1</translation>
    </message>
    <message>
        <source>the Void square %1 left of %2</source>
        <translation>spazio del Vuoto %1 a sinistra del %2</translation>
    </message>
    <message>
        <source>the Void square %1 right of %2</source>
        <translation>spazio del Vuoto %1 a destra del %2</translation>
    </message>
    <message>
        <source>the Void square %1 above %2</source>
        <translation>spazio del Vuoto %1 sopra il %2</translation>
    </message>
    <message>
        <source>the Void square %1 below %2</source>
        <translation>spazio del Vuoto %1 sotto il %2</translation>
    </message>
    <message>
        <source>the Void square %1 left and %2 up from %3</source>
        <translation>spazio del Vuoto %1 a sinistra e %2 in alto dal %3</translation>
    </message>
    <message>
        <source>the Void square %1 right and %2 up from %3</source>
        <translation>spazio del Vuoto %1 a destra e %2 in alto dal %3</translation>
    </message>
    <message>
        <source>the Void square %1 left and %2 down from %3</source>
        <translation>spazio del Vuoto %1 a sinistra e %2 in basso dal %3</translation>
    </message>
    <message>
        <source>the Void square %1 right and %2 down from %3</source>
        <translation>spazio del Vuoto %1 a destra e %2 in basso dal %3</translation>
    </message>
    <message>
        <source>no planet</source>
        <translation>pianeta sconosciuto</translation>
    </message>
    <message>
        <source>planet %1</source>
        <translation>pianeta %1</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>in alto a sinistra</translation>
    </message>
    <message>
        <source>top</source>
        <translation>in alto</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>in alto a destra</translation>
    </message>
    <message>
        <source>left</source>
        <translation>a sinistra</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>al centro</translation>
    </message>
    <message>
        <source>right</source>
        <translation>a destra</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>in basso a sinistra</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>in basso</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>in basso a destra</translation>
    </message>
    <message>
        <source>planet %1 (%2)</source>
        <translation>pianeta %1 (%2)</translation>
    </message>
    <message>
        <source>planet %1 (%2, %3 of %4)</source>
        <translation>pianeta %1 (%2, %3 di %4)</translation>
    </message>
    <message>
        <source>Strike: once per turn, an extra attack on an adjacent enemy ship.</source>
        <translation>Colpo: una volta per turno, un attacco in più contro una nave nemica adiacente.</translation>
    </message>
    <message>
        <source>Transport: carries one of your ships from a surrounding square and drops it next to where it stops.</source>
        <translation>Trasporto: porta una tua nave da uno spazio circostante e la lascia accanto a dove si ferma.</translation>
    </message>
    <message>
        <source>Warp: swaps places with any of your ships on the map.</source>
        <translation>Warp: scambia posto con una qualsiasi tua nave sulla mappa.</translation>
    </message>
    <message>
        <source>Modify: turns into a 3 or a 5.</source>
        <translation>Modifica: diventa un 3 o un 5.</translation>
    </message>
    <message>
        <source>Maneuver: may move diagonally.</source>
        <translation>Movimento in diagonale: può muoversi e attaccare in diagonale.</translation>
    </message>
    <message>
        <source>Re-roll: rolls itself again for free.</source>
        <translation>Rilancio gratis: si rilancia senza spendere azioni.</translation>
    </message>
    <message>
        <source>a ship</source>
        <translation>nave</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>Nave %2 (%1)</translation>
    </message>
    <message>
        <source>%1 rolls the first ships: %2, %3 and %4.</source>
        <translation>%1 tira le prime navi: %2, %3 e %4.</translation>
    </message>
    <message>
        <source>%1 re-rolls the ships: %2, %3 and %4.</source>
        <translation>%1 rilancia le navi: %2, %3 e %4.</translation>
    </message>
    <message>
        <source>%1 keeps the ships: %2, %3 and %4.</source>
        <translation>%1 tiene le navi: %2, %3 e %4.</translation>
    </message>
    <message>
        <source>%1 rolls %2 to break the tie.</source>
        <translation>%1 tira %2 per lo spareggio.</translation>
    </message>
    <message>
        <source>%1 plays first.</source>
        <translation>Comincia %1.</translation>
    </message>
    <message>
        <source>%1 starts at %2.</source>
        <translation>%1 parte dal %2.</translation>
    </message>
    <message>
        <source>%1 places the %2 at %3.</source>
        <translation>%1 piazza la %2 nello %3.</translation>
    </message>
    <message>
        <source>The decks are shuffled and the market is dealt.</source>
        <translation>Si mescolano i mazzi e si scoprono le carte del mercato.</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1: %2 plays, with %n action(s).</source>
        <translation>
            <numerusform>Turno %1: gioca %2, con %n azione.</numerusform>
            <numerusform>Turno %1: gioca %2, con %n azioni.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gains research from %n ship(s) on the Void.</source>
        <translation>
            <numerusform>%1 guadagna ricerca da %n nave nel Vuoto.</numerusform>
            <numerusform>%1 guadagna ricerca da %n navi nel Vuoto.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s %2 takes effect.</source>
        <translation>Si attiva la carta %2 di %1.</translation>
    </message>
    <message>
        <source>%1 tries again to place the infamy cube.</source>
        <translation>%1 riprova a piazzare il cubo d&apos;infamia.</translation>
    </message>
    <message>
        <source>%1 reconfigures the %2: it is now the %3.</source>
        <translation>%1 riconfigura la %2: ora è la %3.</translation>
    </message>
    <message>
        <source>%1&apos;s Scout re-rolls itself: it is now the %2.</source>
        <translation>L&apos;esploratore di %1 si rilancia: ora è la %2.</translation>
    </message>
    <message>
        <source>%1&apos;s destroyed ship is rolled again: it will come back as the %2.</source>
        <translation>La nave distrutta di %1 viene rilanciata: tornerà come %2.</translation>
    </message>
    <message>
        <source>%1 rolls the new ship: the %2.</source>
        <translation>%1 tira la nuova nave: è la %2.</translation>
    </message>
    <message>
        <source>%1 re-rolls the %2 with RESOURCEFUL: it is now the %3.</source>
        <translation>%1 rilancia la %2 con INTRAPRENDENTE: ora è la %3.</translation>
    </message>
    <message>
        <source>%1 reorganizes the %2: it is now the %3.</source>
        <translation>%1 riorganizza la %2: ora è la %3.</translation>
    </message>
    <message>
        <source>%1 re-rolls the %2 with SCRAPPY: it is now the %3.</source>
        <translation>%1 rilancia la %2 con GRINTOSO: ora è la %3.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 is rolled again: it is now the %3.</source>
        <translation>La %2 di %1 viene rilanciata: ora è la %3.</translation>
    </message>
    <message>
        <source>%1 deploys the %2 to %3.</source>
        <translation>%1 schiera la %2 nello %3.</translation>
    </message>
    <message>
        <source>%1 researches.</source>
        <translation>%1 fa ricerca.</translation>
    </message>
    <message>
        <source>%1 places a cube on %2.</source>
        <translation>%1 piazza un cubo sul %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 places an infamy cube on %2; %n cube(s) left.</source>
        <translation>
            <numerusform>%1 piazza un cubo d&apos;infamia sul %2; resta %n cubo.</numerusform>
            <numerusform>%1 piazza un cubo d&apos;infamia sul %2; restano %n cubi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 constructs on %2; %n cube(s) left.</source>
        <translation>
            <numerusform>%1 costruisce sul %2; resta %n cubo.</numerusform>
            <numerusform>%1 costruisce sul %2; restano %n cubi.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 moves the %2 from %3 to %4 with %5.</source>
        <translation>%1 sposta la %2 dallo %3 allo %4 con %5.</translation>
    </message>
    <message>
        <source>%1 moves the %2 from %3 to %4.</source>
        <translation>%1 sposta la %2 dallo %3 allo %4.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 flies from %3 to %4 carrying the %5 from %6, and drops it at %7.</source>
        <translation>La %2 di %1 vola dallo %3 allo %4 portando la %5 dallo %6, e la lascia nello %7.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 warps: it swaps places with the %3, from %4 to %5.</source>
        <translation>La %2 di %1 fa warp: scambia posto con la %3, dallo %4 allo %5.</translation>
    </message>
    <message>
        <source>%1 modifies the Frigate: it is now the %2 (%3).</source>
        <translation>%1 modifica la fregata: ora è la Nave %3 (%2).</translation>
    </message>
    <message>
        <source>%1&apos;s %2 strikes %3&apos;s %4 at %5.</source>
        <translation>La %2 di %1 colpisce la %4 di %3 nello %5.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 moves from %3 to %4 and attacks %5&apos;s %6 at %7.</source>
        <translation>La %2 di %1 si sposta dallo %3 allo %4 e attacca la %6 di %5 nello %7.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 attacks %3&apos;s %4 at %5.</source>
        <translation>La %2 di %1 attacca la %4 di %3 nello %5.</translation>
    </message>
    <message>
        <source>The battle: attack %1 + roll %2 = %3 against defence %4 + roll %5 = %6.</source>
        <translation>La battaglia: attacco %1 + tiro %2 = %3 contro difesa %4 + tiro %5 = %6.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 is destroyed by %3; it goes to the scrapyard as the %4.</source>
        <translation>La %2 di %1 è distrutta da %3; va nel cimitero come %4.</translation>
    </message>
    <message>
        <source>%1&apos;s attack is repelled; the %2 returns to %3.</source>
        <translation>L&apos;attacco di %1 è respinto; la %2 torna nello %3.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 occupies %3.</source>
        <translation>La %2 di %1 occupa lo %3.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 stays at %3.</source>
        <translation>La %2 di %1 resta nello %3.</translation>
    </message>
    <message>
        <source>%1&apos;s dominance goes from %2 to %3.</source>
        <translation>Il dominio di %1 passa da %2 a %3.</translation>
    </message>
    <message>
        <source>%1&apos;s research goes from %2 to %3.</source>
        <translation>La ricerca di %1 passa da %2 a %3.</translation>
    </message>
    <message>
        <source>%1 has no planet for the infamy cube yet.</source>
        <translation>%1 non ha ancora un pianeta per il cubo d&apos;infamia.</translation>
    </message>
    <message>
        <source>%1 makes a breakthrough.</source>
        <translation>%1 fa una scoperta.</translation>
    </message>
    <message numerus="yes">
        <source>%1 may take %n card(s).</source>
        <translation>
            <numerusform>%1 può prendere %n carta.</numerusform>
            <numerusform>%1 può prendere %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes %2.</source>
        <translation>%1 prende la carta %2.</translation>
    </message>
    <message>
        <source>%1 refreshes the market.</source>
        <translation>%1 rinnova il mercato.</translation>
    </message>
    <message>
        <source>%1 discards %2.</source>
        <translation>%1 scarta la carta %2.</translation>
    </message>
    <message>
        <source>The gambit discards are shuffled into a new deck.</source>
        <translation>Le carte Azzardo scartate vengono mescolate in un nuovo mazzo.</translation>
    </message>
    <message>
        <source>The command discards are shuffled into a new deck.</source>
        <translation>Le carte Comando scartate vengono mescolate in un nuovo mazzo.</translation>
    </message>
    <message>
        <source>%1 brings a new ship into the scrapyard.</source>
        <translation>%1 porta una nuova nave nel cimitero.</translation>
    </message>
    <message>
        <source>%1 brings a new ship, the %2, to %3.</source>
        <translation>%1 porta una nuova nave, la %2, nello %3.</translation>
    </message>
    <message>
        <source>%1 uses %2 on the %3.</source>
        <translation>%1 usa la carta %2 sulla %3.</translation>
    </message>
    <message>
        <source>%1 uses %2.</source>
        <translation>%1 usa la carta %2.</translation>
    </message>
    <message>
        <source>%1 re-rolls with %2: attack roll %3 (total %4), defence roll %5 (total %6).</source>
        <translation>%1 rilancia con %2: tiro di attacco %3 (totale %4), tiro di difesa %5 (totale %6).</translation>
    </message>
    <message>
        <source>%1 uses DANGEROUS: the %2 and %3&apos;s attacking %4 are both destroyed before the battle.</source>
        <translation>%1 usa PERICOLOSO: la %2 e la %4 attaccante di %3 sono distrutte entrambe prima della battaglia.</translation>
    </message>
    <message>
        <source>%1 moves a cube of %2 from %3 to %4.</source>
        <extracomment>A log line (RELOCATION): %1 is the player who moves the cube, %2 the cube&apos;s owner, %3 and %4 planets.</extracomment>
        <translation>%1 sposta un cubo di %2 dal %3 al %4.</translation>
    </message>
    <message numerus="yes">
        <source>%1 now has %n action(s).</source>
        <translation>
            <numerusform>%1 ora ha %n azione.</numerusform>
            <numerusform>%1 ora ha %n azioni.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes a bonus turn.</source>
        <translation>%1 gioca un turno bonus.</translation>
    </message>
    <message>
        <source>%1 chooses the value %2 for the ship.</source>
        <translation>%1 sceglie il valore %2 per la nave.</translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <translation>%1 termina il turno.</translation>
    </message>
    <message>
        <source>%1 places the last cube and wins the game!</source>
        <translation>%1 piazza l&apos;ultimo cubo e vince la partita!</translation>
    </message>
    <message>
        <source>Turn %1 was the last one the game allows: it ends without a winner.</source>
        <translation>Il turno %1 era l&apos;ultimo consentito: la partita finisce senza vincitori.</translation>
    </message>
    <message>
        <source>Re-roll all three ships</source>
        <translation>Rilancia tutte e tre le navi</translation>
    </message>
    <message>
        <source>Keep these ships</source>
        <translation>Tieni queste navi</translation>
    </message>
    <message>
        <source>Start at %1</source>
        <translation>Parti dal %1</translation>
    </message>
    <message>
        <source>Place the %1 at %2</source>
        <translation>Piazza la %1 nello %2</translation>
    </message>
    <message>
        <source>Reconfigure the %1</source>
        <translation>Riconfigura la %1</translation>
    </message>
    <message>
        <source>Deploy the %1 to %2</source>
        <translation>Schiera la %1 nello %2</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>Ricerca</translation>
    </message>
    <message>
        <source>Construct on %1</source>
        <translation>Costruisci sul %1</translation>
    </message>
    <message>
        <source>Move the %1 to %2 with %3</source>
        <extracomment>An answer button: the Move action (R-MOVE-1) of ship %1 to square %2, using card %3.</extracomment>
        <translation>Muovi la %1 nello %2 con %3</translation>
    </message>
    <message>
        <source>Move the %1 to %2</source>
        <extracomment>An answer button: the Move action (R-MOVE-1) of ship %1 to square %2.</extracomment>
        <translation>Muovi la %1 nello %2</translation>
    </message>
    <message>
        <source>Attack %1 from %2 with %3</source>
        <translation>Attacca lo %1 dallo %2 con %3</translation>
    </message>
    <message>
        <source>Attack %1 from %2</source>
        <translation>Attacca lo %1 dallo %2</translation>
    </message>
    <message>
        <source>Carry the %1 to %2 and drop it at %3 with %4</source>
        <translation>Porta la %1 nello %2 e lasciala nello %3 con %4</translation>
    </message>
    <message>
        <source>Carry the %1 to %2 and drop it at %3</source>
        <translation>Porta la %1 nello %2 e lasciala nello %3</translation>
    </message>
    <message>
        <source>Strike %1</source>
        <translation>Colpisci lo %1</translation>
    </message>
    <message>
        <source>Warp: swap with the %1</source>
        <translation>Warp: scambia con la %1</translation>
    </message>
    <message>
        <source>Modify into the %1 (%2)</source>
        <translation>Modifica in Nave %2 (%1)</translation>
    </message>
    <message>
        <source>Re-roll this Scout</source>
        <translation>Rilancia questo esploratore</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Termina il turno</translation>
    </message>
    <message>
        <source>Occupy the square</source>
        <translation>Occupa lo spazio</translation>
    </message>
    <message>
        <source>Stay where you are</source>
        <translation>Resta dove sei</translation>
    </message>
    <message>
        <source>Infamy cube on %1</source>
        <translation>Cubo d&apos;infamia sul %1</translation>
    </message>
    <message>
        <source>Put the new ship in the scrapyard</source>
        <translation>Metti la nuova nave nel cimitero</translation>
    </message>
    <message>
        <source>Place the new ship at %1</source>
        <translation>Piazza la nuova nave nello %1</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>Prendi %1</translation>
    </message>
    <message>
        <source>Refresh all six cards</source>
        <translation>Rinnova tutte e sei le carte</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Scarta %1</translation>
    </message>
    <message>
        <source>Use %1 with the %2 at %3</source>
        <translation>Usa %1 con la %2 nello %3</translation>
    </message>
    <message>
        <source>Use %1 on the %2 (value %3)</source>
        <translation>Usa %1 sulla %2 (valore %3)</translation>
    </message>
    <message>
        <source>Use %1 on the %2</source>
        <translation>Usa %1 sulla %2</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>Usa %1</translation>
    </message>
    <message>
        <source>Re-roll with %1</source>
        <translation>Rilancia con %1</translation>
    </message>
    <message>
        <source>No, thanks</source>
        <translation>No, grazie</translation>
    </message>
    <message>
        <source>Value %1</source>
        <translation>Valore %1</translation>
    </message>
    <message>
        <source>Move %1&apos;s cube from %2 to %3</source>
        <extracomment>An answer button (RELOCATION): %1 is the cube&apos;s owner, %2 and %3 planets.</extracomment>
        <translation>Sposta il cubo di %1 dal %2 al %3</translation>
    </message>
    <message>
        <source>Reorganize no ships</source>
        <translation>Non riorganizzare nessuna nave</translation>
    </message>
    <message>
        <source>Reorganize: %1</source>
        <translation>Riorganizza: %1</translation>
    </message>
    <message>
        <source>%1 has won the game.</source>
        <translation>%1 ha vinto la partita.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>%1, you won the battle: occupy the defender&apos;s square or stay where you attacked from?</source>
        <translation>%1, hai vinto la battaglia: occupi lo spazio del difensore o resti dove hai attaccato?</translation>
    </message>
    <message>
        <source>%1, your dominance is full: choose a planet for your infamy cube.</source>
        <translation>%1, il tuo dominio è al massimo: scegli un pianeta per il cubo d&apos;infamia.</translation>
    </message>
    <message>
        <source>%1, choose where your new ship goes.</source>
        <translation>%1, scegli dove va la tua nuova nave.</translation>
    </message>
    <message>
        <source>%1, you hold four command cards: discard one of the three you held.</source>
        <translation>%1, hai quattro carte Comando: scarta una delle tre che avevi.</translation>
    </message>
    <message>
        <source>%1, you are attacked: use DANGEROUS to destroy both ships before the roll?</source>
        <translation>%1, ti attaccano: usi PERICOLOSO per distruggere entrambe le navi prima del tiro?</translation>
    </message>
    <message>
        <source>%1, you are losing this battle: use a re-roll card?</source>
        <translation>%1, stai perdendo questa battaglia: usi una carta di rilancio?</translation>
    </message>
    <message>
        <source>%1, the ship rolled %2: re-roll it once with SCRAPPY?</source>
        <translation>%1, la nave ha fatto %2: la rilanci una volta con GRINTOSO?</translation>
    </message>
    <message>
        <source>%1, CLEVER: choose your ship&apos;s new value instead of rolling.</source>
        <translation>%1, ABILE: scegli il nuovo valore della nave invece di tirare.</translation>
    </message>
    <message>
        <source>%1, RELOCATION: choose which cube moves where.</source>
        <translation>%1, TRASFERIMENTO: scegli quale cubo si sposta e dove.</translation>
    </message>
    <message>
        <source>%1, REORGANIZATION: choose which ships are reorganized.</source>
        <translation>%1, RIORGANIZZAZIONE: scegli quali navi riorganizzare.</translation>
    </message>
    <message>
        <source>%1, you are sabotaged: discard one of your command cards.</source>
        <translation>%1, subisci un sabotaggio: scarta una delle tue carte Comando.</translation>
    </message>
    <message>
        <source>%1, your ships rolled %2, %3 and %4: keep them or re-roll all three once?</source>
        <translation>%1, le tue navi hanno fatto %2, %3 e %4: le tieni o le rilanci tutte e tre una volta?</translation>
    </message>
    <message>
        <source>%1, click a starting planet for your first cube.</source>
        <translation>%1, clicca un pianeta di partenza per il tuo primo cubo.</translation>
    </message>
    <message>
        <source>%1, click an orbital position of your planet for each ship.</source>
        <translation>%1, clicca una posizione orbitale del tuo pianeta per ogni nave.</translation>
    </message>
    <message>
        <source>%1, no actions left: use a free ability or card, or end the turn.</source>
        <translation>%1, non hai più azioni: usa un&apos;abilità o una carta gratuita, o termina il turno.</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n action(s) left: select a ship, or research, construct or end the turn.</source>
        <translation>
            <numerusform>%1, ti resta %n azione: seleziona una nave, o fai ricerca, costruisci o termina il turno.</numerusform>
            <numerusform>%1, ti restano %n azioni: seleziona una nave, o fai ricerca, costruisci o termina il turno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, pick %n card(s) from the market.</source>
        <translation>
            <numerusform>%1, scegli %n carta dal mercato.</numerusform>
            <numerusform>%1, scegli %n carte dal mercato.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s %2 is destroyed by %3; it goes to the scrapyard, its new value to be chosen.</source>
        <translation>La %2 di %1 è distrutta da %3; va nel cimitero, e il suo nuovo valore si sceglierà più avanti.</translation>
    </message>
    <message>
        <source>Warp: swap with the %1 on %2</source>
        <translation>Warp: scambia con la %1 (%2)</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Very easy</source>
        <translation>Molto facile</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Allenamento</translation>
    </message>
</context>
<context>
    <name>MapExport</name>
    <message>
        <source>the image would be %1 x %2 pixels; at most %3 pixels a side are allowed (use a smaller scale)</source>
        <translation>l&apos;immagine sarebbe di %1 x %2 pixel; sono ammessi al massimo %3 pixel per lato (usa una scala più piccola)</translation>
    </message>
    <message>
        <source>the PNG could not be encoded</source>
        <translation>impossibile codificare il PNG</translation>
    </message>
</context>
<context>
    <name>MapGenerator</name>
    <message>
        <source>players must be 2, 3 or 4</source>
        <translation>i giocatori devono essere 2, 3 o 4</translation>
    </message>
    <message>
        <source>cubes must be 4 to 7</source>
        <translation>i cubi devono essere da 4 a 7</translation>
    </message>
    <message>
        <source>the size must be %1 to %2 tiles</source>
        <translation>la dimensione deve essere da %1 a %2 tessere</translation>
    </message>
    <message>
        <source>a map of %1 tiles may have 0 to %2 Void tiles</source>
        <translation>una mappa di %1 tessere può avere da 0 a %2 tessere del Vuoto</translation>
    </message>
    <message>
        <source>games must be 1 to %1</source>
        <translation>le partite devono essere da 1 a %1</translation>
    </message>
    <message>
        <source>candidates must be 1 to %1</source>
        <translation>i layout candidati devono essere da 1 a %1</translation>
    </message>
    <message>
        <source>jobs must be 1 to %1</source>
        <translation>i processi devono essere da 1 a %1</translation>
    </message>
    <message>
        <source>the band must be above 0 and below 1</source>
        <translation>la fascia deve essere maggiore di 0 e minore di 1</translation>
    </message>
    <message>
        <source>unknown bot %1 (use %2)</source>
        <translation>bot sconosciuto %1 (usa %2)</translation>
    </message>
    <message>
        <source>under quarter turns the Void tiles come in fours (and one in the middle of a map of 4k + 1 tiles): %1 cannot be placed on %2 tiles</source>
        <translation>con i quarti di giro le tessere del Vuoto vanno a gruppi di quattro (più una al centro in una mappa di 4k + 1 tessere): non se ne possono disporre %1 su %2 tessere</translation>
    </message>
    <message>
        <source>this symmetry pairs the tiles of a map of an even size: an odd number of Void tiles (%1) needs an odd number of tiles</source>
        <translation>questa simmetria accoppia le tessere di una mappa di dimensione pari: un numero dispari di tessere del Vuoto (%1) richiede un numero dispari di tessere</translation>
    </message>
    <message>
        <source>%1 planets cannot hold the %2 cube locations %3 players with %4 cubes need: add tiles or take Void tiles away</source>
        <translation>%1 pianeti non bastano per i %2 posti per cubi che servono a %3 giocatori con %4 cubi: aggiungi tessere o togli tessere del Vuoto</translation>
    </message>
    <message>
        <source>no layout of %1 tiles with this symmetry and %2 Void tiles was found: try another size or symmetry</source>
        <translation>non è stato trovato nessun layout di %1 tessere con questa simmetria e %2 tessere del Vuoto: prova un&apos;altra dimensione o simmetria</translation>
    </message>
    <message>
        <source>the games could not be played: %1</source>
        <translation>impossibile giocare le partite: %1</translation>
    </message>
</context>
<context>
    <name>MapProblem</name>
    <message>
        <source>The map has no tiles.</source>
        <translation>La mappa non ha tessere.</translation>
    </message>
    <message>
        <source>Tile (%1, %2): %3 is not a planet number (use 7, 8, 9, 10 or 0 for the Void).</source>
        <translation>Tessera (%1, %2): %3 non è un numero di pianeta (usa 7, 8, 9, 10 o 0 per il Vuoto).</translation>
    </message>
    <message>
        <source>Tile (%1, %2): two tiles lie on this place.</source>
        <translation>Tessera (%1, %2): in questo punto ci sono due tessere.</translation>
    </message>
    <message>
        <source>Tile (%1, %2): not joined to the rest of the map.</source>
        <translation>Tessera (%1, %2): non è unita al resto della mappa.</translation>
    </message>
    <message>
        <source>Tile (%1, %2): joined only by a corner; only Interceptors and Flagship drops reach it.</source>
        <translation>Tessera (%1, %2): unita solo per un angolo; la raggiungono solo gli intercettori e i rilasci dell&apos;ammiraglia.</translation>
    </message>
    <message>
        <source>Tile (%1, %2): the Void cannot be a starting planet.</source>
        <translation>Tessera (%1, %2): il Vuoto non può essere un pianeta di partenza.</translation>
    </message>
    <message numerus="yes">
        <source>%n starting planet(s) for %1 players: each player needs one.</source>
        <translation>
            <numerusform>%n solo pianeta di partenza per %1 giocatori: ne serve uno per giocatore.</numerusform>
            <numerusform>%n pianeti di partenza per %1 giocatori: ne serve uno per giocatore.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 players: a map is for 2, 3 or 4 players.</source>
        <translation>%1 giocatori: una mappa è per 2, 3 o 4 giocatori.</translation>
    </message>
    <message>
        <source>%1 cubes per player: use 4 to 7.</source>
        <translation>%1 cubi per giocatore: usa da 4 a 7.</translation>
    </message>
    <message>
        <source>The map spans %1 x %2 tiles; at most 40 x 40 fit.</source>
        <translation>La mappa è di %1 x %2 tessere; ne entrano al massimo 40 x 40.</translation>
    </message>
    <message numerus="yes">
        <source>%n cube location(s), but the players need at least %1.</source>
        <translation>
            <numerusform>%n posto per i cubi, ma ai giocatori ne servono almeno %1.</numerusform>
            <numerusform>%n posti per i cubi, ma ai giocatori ne servono almeno %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Net</name>
    <message>
        <source>The host speaks protocol version %1 and this program version %2; both need the same version of Quantum.</source>
        <translation>L&apos;host usa il protocollo versione %1 e questo programma la versione %2; serve la stessa versione di Quantum.</translation>
    </message>
    <message>
        <source>The host runs Quantum %1 and this program is Quantum %2; both need the same version.</source>
        <translation>L&apos;host usa Quantum %1 e questo programma è Quantum %2; serve la stessa versione.</translation>
    </message>
    <message>
        <source>The host did not understand the greeting.</source>
        <translation>L&apos;host non ha capito il saluto.</translation>
    </message>
    <message>
        <source>The password is wrong.</source>
        <translation>La password è sbagliata.</translation>
    </message>
    <message>
        <source>The host does not know this seat any more.</source>
        <translation>L&apos;host non riconosce più questo posto.</translation>
    </message>
    <message>
        <source>Every seat of this game is taken.</source>
        <translation>Tutti i posti di questa partita sono occupati.</translation>
    </message>
    <message>
        <source>The game has started; only its players can come back, others may watch.</source>
        <translation>La partita è iniziata; possono rientrare solo i suoi giocatori, gli altri possono guardare.</translation>
    </message>
    <message>
        <source>Observers cannot play.</source>
        <translation>Gli spettatori non possono giocare.</translation>
    </message>
    <message>
        <source>The game moved on before the move arrived.</source>
        <translation>La partita è andata avanti prima che la mossa arrivasse.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>La partita non è ancora iniziata.</translation>
    </message>
    <message>
        <source>The game is paused until every player is back.</source>
        <translation>La partita è in pausa finché tutti i giocatori non sono tornati.</translation>
    </message>
    <message>
        <source>The rules do not allow that move.</source>
        <translation>Le regole non consentono quella mossa.</translation>
    </message>
    <message>
        <source>The host could not read that move.</source>
        <translation>L&apos;host non ha potuto leggere quella mossa.</translation>
    </message>
    <message>
        <source>That cannot be undone now.</source>
        <translation>Ora non si può annullare.</translation>
    </message>
    <message>
        <source>That seat is not free.</source>
        <translation>Quel posto non è libero.</translation>
    </message>
    <message>
        <source>A name needs at least one letter or digit.</source>
        <translation>Un nome richiede almeno una lettera o una cifra.</translation>
    </message>
    <message>
        <source>Too many messages were sent.</source>
        <translation>Sono stati inviati troppi messaggi.</translation>
    </message>
    <message>
        <source>The connection was too slow to keep up.</source>
        <translation>La connessione era troppo lenta per stare al passo.</translation>
    </message>
    <message>
        <source>The other side stopped answering.</source>
        <translation>L&apos;altra parte ha smesso di rispondere.</translation>
    </message>
    <message>
        <source>The seat was joined from another connection.</source>
        <translation>Il posto è stato occupato da un&apos;altra connessione.</translation>
    </message>
    <message>
        <source>The host closed the game.</source>
        <translation>L&apos;host ha chiuso la partita.</translation>
    </message>
    <message>
        <source>The connection broke off.</source>
        <translation>La connessione si è interrotta.</translation>
    </message>
    <message>
        <source>The connection to the host is lost. Reconnecting…</source>
        <translation>La connessione con l&apos;host è persa. Riconnessione…</translation>
    </message>
    <message>
        <source>The connection to the host is lost. %1</source>
        <translation>La connessione con l&apos;host è persa. %1</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <translation>La partita è in pausa.</translation>
    </message>
    <message>
        <source>Waiting for %1 to reconnect…</source>
        <translation>In attesa che %1 si riconnetta…</translation>
    </message>
    <message>
        <source>Too many wrong passwords came from this computer; try again in a few minutes.</source>
        <translation>Da questo computer sono arrivate troppe password sbagliate; riprova tra qualche minuto.</translation>
    </message>
    <message>
        <source>This game takes no more observers.</source>
        <translation>Questa partita non accetta altri spettatori.</translation>
    </message>
    <message>
        <source>The host is too busy to answer; try again.</source>
        <translation>L&apos;host è troppo occupato per rispondere; riprova.</translation>
    </message>
    <message>
        <source>No encrypted connection could be made with the host: it may run an older version of Quantum.</source>
        <translation>Non è stato possibile stabilire una connessione cifrata con l&apos;host: forse usa una versione precedente di Quantum.</translation>
    </message>
    <message>
        <source>This host&apos;s code is not the one expected: another computer may be pretending to be the host. Compare the code with the host&apos;s player before you trust it.</source>
        <translation>Il codice di questo host non è quello atteso: un altro computer potrebbe fingersi l&apos;host. Prima di fidarti, confronta il codice con chi ospita la partita.</translation>
    </message>
</context>
<context>
    <name>PrintAndPlay</name>
    <message>
        <source>(%1, %2)</source>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <source>Untitled map</source>
        <translation>Mappa senza titolo</translation>
    </message>
    <message>
        <source>Author: %1</source>
        <translation>Autore: %1</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <translation>Giocatori: %1</translation>
    </message>
    <message>
        <source>Cubes per player: %1</source>
        <translation>Cubi per giocatore: %1</translation>
    </message>
    <message>
        <source>Tile %1: planet %2</source>
        <translation>Tessera %1: pianeta %2</translation>
    </message>
    <message>
        <source>Starting planets: none</source>
        <translation>Pianeti di partenza: nessuno</translation>
    </message>
    <message>
        <source>Starting planets: %1</source>
        <translation>Pianeti di partenza: %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 di %2</translation>
    </message>
    <message>
        <source>%1: squares %2 mm</source>
        <translation>%1: spazi di %2 mm</translation>
    </message>
    <message>
        <source>the map has no tiles to print</source>
        <translation>la mappa non ha tessere da stampare</translation>
    </message>
    <message>
        <source>the map spans %1 x %2 tiles; at most %3 tiles a side can be printed</source>
        <translation>la mappa è di %1 x %2 tessere; si possono stampare al massimo %3 tessere per lato</translation>
    </message>
    <message>
        <source>a tile does not fit on the page</source>
        <translation>una tessera non entra nella pagina</translation>
    </message>
    <message>
        <source>printing needs a QGuiApplication (for fonts)</source>
        <translation>la stampa richiede una QGuiApplication (per i caratteri)</translation>
    </message>
    <message>
        <source>the PDF could not be started</source>
        <translation>impossibile iniziare il PDF</translation>
    </message>
    <message>
        <source>Tiles: %1</source>
        <translation>Tessere: %1</translation>
    </message>
    <message>
        <source>The tiles are printed at true size on the following pages: squares %1 mm, tiles %2 mm. Cut each tile along its crop marks; the label in its bleed gives its place (column, row) in the picture below.</source>
        <translation>Le tessere sono stampate a grandezza reale nelle pagine seguenti: spazi di %1 mm, tessere di %2 mm. Ritaglia ogni tessera lungo i suoi segni di taglio; l&apos;etichetta nella sua abbondanza ne indica la posizione (colonna, riga) nell&apos;immagine qui sotto.</translation>
    </message>
</context>
<context>
    <name>QwantumRules</name>
    <message>
        <source>Qwantum is a dice game for two to four players, and a different game from Quantum. Every roll shows seven dice, and each player writes the sums they choose in the four coloured rows of their own score sheet. A column scores once it is full; the highest score at the end wins.</source>
        <translation>Qwantum è un gioco di dadi da due a quattro giocatori, diverso da Quantum. A ogni lancio escono sette dadi, e ogni giocatore scrive le somme che sceglie nelle quattro righe colorate del proprio foglio segnapunti. Una colonna fa punti quando è piena; alla fine vince chi ha il punteggio più alto.</translation>
    </message>
    <message>
        <source>There is one white die, numbered 1 to 6, and six coloured dice. Every face of a coloured die shows a number from 1 to 6 printed in one of four colours: purple, blue, red or yellow. The six coloured dice all differ, and on each of them two colours appear twice.</source>
        <translation>C&apos;è un dado bianco, con i numeri da 1 a 6, e ci sono sei dadi colorati. Ogni faccia di un dado colorato mostra un numero da 1 a 6 stampato in uno di quattro colori: viola, blu, rosso o giallo. I sei dadi colorati sono tutti diversi, e su ciascuno di essi due colori compaiono due volte.</translation>
    </message>
    <message>
        <source>The six coloured dice, one in each row, with all six faces of each. Knowing which die can show which colour is the skill of the game.</source>
        <translation>I sei dadi colorati, uno per riga, con tutte e sei le loro facce. Sapere quali colori può mostrare ciascun dado è l&apos;abilità del gioco.</translation>
    </message>
    <message>
        <source>Nothing is hidden: the sheets, the dice and the faces of every die are public, and you may look at the faces at any time.</source>
        <translation>Non c&apos;è nulla di nascosto: i fogli, i dadi e le facce di ogni dado sono pubblici, e puoi guardare le facce in qualsiasi momento.</translation>
    </message>
    <message>
        <source>Each player has a score sheet of four rows, purple, blue, red and yellow, with six fields each. A divider stands between the 4th and the 5th field. Under the six columns are their score fields, and below them five misthrow boxes.</source>
        <translation>Ogni giocatore ha un foglio segnapunti con quattro righe, viola, blu, rossa e gialla, di sei caselle ciascuna. Un divisorio separa la 4ª casella dalla 5ª. Sotto le sei colonne ci sono le loro caselle di punteggio e, più in basso, cinque caselle per i lanci falliti.</translation>
    </message>
    <message>
        <source>The players take turns as the active player, in seat order; who starts is drawn. The active player rolls all seven dice. Then, once, they may pick up any of the seven, the white die too, as many as they like, and roll them again; after that the dice stand. There is never a third roll.</source>
        <translation>A turno, nell&apos;ordine dei posti, ogni giocatore è il giocatore attivo; chi comincia è sorteggiato. Il giocatore attivo lancia tutti e sette i dadi. Poi, una sola volta, può riprendere quanti dadi vuole tra i sette, anche quello bianco, e rilanciarli; dopo di che i dadi restano come sono. Non c&apos;è mai un terzo lancio.</translation>
    </message>
    <message>
        <source>Each colour has a sum: the white die plus every coloured die that shows that colour. A colour that no die shows counts the white die alone.</source>
        <translation>Ogni colore ha una somma: il dado bianco più ogni dado colorato che mostra quel colore. Un colore che nessun dado mostra vale il solo dado bianco.</translation>
    </message>
    <message>
        <source>The white die counts in every colour&apos;s sum. This roll: %1.</source>
        <translation>Il dado bianco conta nella somma di ogni colore. Questo lancio: %1.</translation>
    </message>
    <message>
        <source>The active player chooses one colour and writes its sum in their row of that colour, by the rules of writing below. That colour is then closed for everyone for the rest of this roll.</source>
        <translation>Il giocatore attivo sceglie un colore e ne scrive la somma nella propria riga di quel colore, secondo le regole di scrittura più sotto. Quel colore è poi chiuso per tutti per il resto di questo lancio.</translation>
    </message>
    <message>
        <source>An active player who cannot write a sum, or does not want to, marks a misthrow instead: they cross their next misthrow box, and no colour is closed. Misthrows cost points at the end.</source>
        <translation>Un giocatore attivo che non può scrivere una somma, o non vuole, segna invece un lancio fallito: barra la sua prossima casella dei lanci falliti, e nessun colore viene chiuso. I lanci falliti costano punti alla fine.</translation>
    </message>
    <message>
        <source>Then every player, the active player too, may write one sum of a colour that is not closed, in their own row of that colour, or pass. Everyone decides at the same time, on the same dice: no answer depends on another player&apos;s. So the active player may write twice in a roll, in two different colours, and the others once.</source>
        <translation>Poi ogni giocatore, anche quello attivo, può scrivere una somma di un colore non chiuso, nella propria riga di quel colore, oppure passare. Tutti decidono nello stesso momento, sugli stessi dadi: nessuna risposta dipende da quella di un altro giocatore. Così il giocatore attivo può scrivere due volte in un lancio, in due colori diversi, e gli altri una volta.</translation>
    </message>
    <message>
        <source>Passing in phase 2 costs nothing: only the active player&apos;s phase 1 can give a misthrow. Once everyone has answered, the next player in seat order becomes the active player and rolls.</source>
        <translation>Passare nella fase 2 non costa nulla: solo la fase 1 del giocatore attivo può dare un lancio fallito. Quando tutti hanno risposto, il giocatore successivo nell&apos;ordine dei posti diventa il giocatore attivo e lancia.</translation>
    </message>
    <message>
        <source>%1 is the active player. In phase 1 they write the purple %2, and purple is closed for this roll. In phase 2 %1 also writes the blue %3, and %4 writes the red %5: %4 could not take the purple %2.</source>
        <translation>%1 è il giocatore attivo. Nella fase 1 scrive il %2 viola, e il viola è chiuso per questo lancio. Nella fase 2 %1 scrive anche il %3 blu, e %4 scrive il %5 rosso: %4 non avrebbe potuto prendere il %2 viola.</translation>
    </message>
    <message>
        <source>A row fills from the left without gaps: a number always goes in the first empty field of its row.</source>
        <translation>Una riga si riempie da sinistra senza lasciare spazi: un numero va sempre nella prima casella vuota della sua riga.</translation>
    </message>
    <message>
        <source>Fields 1 to 4 rise: each number must be higher than the one before it.</source>
        <translation>Le caselle da 1 a 4 salgono: ogni numero deve essere più alto di quello prima.</translation>
    </message>
    <message>
        <source>Fields 1 to 4 rise: each number must be at least as high as the one before it. In this game equal numbers may follow each other.</source>
        <translation>Le caselle da 1 a 4 salgono: ogni numero deve essere almeno pari a quello prima. In questa partita numeri uguali possono seguirsi.</translation>
    </message>
    <message>
        <source>After the divider the row falls: field 5 must be lower than field 4, and field 6 lower than field 5.</source>
        <translation>Dopo il divisorio la riga scende: la casella 5 deve essere più bassa della 4, e la 6 più bassa della 5.</translation>
    </message>
    <message>
        <source>After the divider the row falls: field 5 must not be higher than field 4, nor field 6 higher than field 5. In this game equal numbers may follow each other.</source>
        <translation>Dopo il divisorio la riga scende: la casella 5 non deve essere più alta della 4, né la 6 più alta della 5. In questa partita numeri uguali possono seguirsi.</translation>
    </message>
    <message>
        <source>A sum that does not fit cannot be written in that row, and a full row takes nothing more.</source>
        <translation>Una somma che non rispetta queste regole non può essere scritta in quella riga, e una riga piena non accetta altro.</translation>
    </message>
    <message>
        <source>In the middle of a game. The purple row rose to %1 at the divider, then fell to %2. The first column is full, so it scores %3, the second lowest of its four numbers.</source>
        <translation>A metà partita. La riga viola è salita fino a %1 al divisorio, poi è scesa a %2. La prima colonna è piena, quindi vale %3, il secondo più basso dei suoi quattro numeri.</translation>
    </message>
    <message>
        <source>A column whose four fields are all written scores the second lowest of its four numbers; equal numbers count, so 5, 5, 8 and 9 score 5. A column that is not full scores nothing.</source>
        <translation>Una colonna con tutte e quattro le caselle scritte vale il secondo più basso dei suoi quattro numeri; i numeri uguali contano, quindi 5, 5, 8 e 9 valgono 5. Una colonna non piena non vale nulla.</translation>
    </message>
    <message>
        <source>Misthrows cost points, more for each one: the first costs %1, the second %2, the third %3, the fourth %4 and the fifth %5, so five misthrows cost %6 in all.</source>
        <translation>I lanci falliti costano punti, ognuno più del precedente: il primo costa %1, il secondo %2, il terzo %3, il quarto %4 e il quinto %5, quindi cinque lanci falliti costano %6 in tutto.</translation>
    </message>
    <message>
        <source>Your score is the sum of your column scores minus your misthrow penalty.</source>
        <translation>Il tuo punteggio è la somma dei punti delle colonne meno la penalità dei lanci falliti.</translation>
    </message>
    <message>
        <source>Near the end of a game: the full columns score %1 in all and the misthrows cost %2, so the score is %3. The last column is not full yet and scores nothing.</source>
        <translation>Verso la fine di una partita: le colonne piene valgono %1 in tutto e i lanci falliti costano %2, quindi il punteggio è %3. L&apos;ultima colonna non è ancora piena e non vale nulla.</translation>
    </message>
    <message>
        <source>The game ends when a player has written all 24 fields of their sheet, or has marked their fifth misthrow. The roll is finished first: everyone plays its phase 2, then the game is scored.</source>
        <translation>La partita finisce quando un giocatore ha scritto tutte le 24 caselle del suo foglio, o ha segnato il suo quinto lancio fallito. Prima si finisce il lancio: tutti ne giocano la fase 2, poi si contano i punti.</translation>
    </message>
    <message>
        <source>The highest score wins; players with the same highest score share the win.</source>
        <translation>Vince il punteggio più alto; i giocatori a pari punteggio più alto si dividono la vittoria.</translation>
    </message>
    <message>
        <source>Start low. A row that begins with a high number has little room left to rise; small sums suit the first fields.</source>
        <translation>Comincia in basso. Una riga che inizia con un numero alto ha poco spazio per salire; le somme piccole sono adatte alle prime caselle.</translation>
    </message>
    <message>
        <source>Field 4 is the top of its row: the two fields after it must fall below it, so a high number there leaves room for them.</source>
        <translation>La casella 4 è la cima della sua riga: le due caselle seguenti devono scendere sotto di essa, quindi un numero alto lì lascia loro spazio.</translation>
    </message>
    <message>
        <source>A column scores its second lowest number: one weak number in a column costs nothing, a second one does.</source>
        <translation>Una colonna vale il suo secondo numero più basso: un numero debole in una colonna non costa nulla, un secondo sì.</translation>
    </message>
    <message>
        <source>Know the dice. The table of faces shows which dice can change a colour&apos;s sum: re-roll the ones that can help the colour you want.</source>
        <translation>Conosci i dadi. La tabella delle facce mostra quali dadi possono cambiare la somma di un colore: rilancia quelli che possono aiutare il colore che vuoi.</translation>
    </message>
    <message>
        <source>As the active player, the colour you write is closed for the others: taking the sum they need can cost them a good field.</source>
        <translation>Da giocatore attivo, il colore che scrivi viene chiuso per gli altri: prendere la somma di cui hanno bisogno può far perdere loro una buona casella.</translation>
    </message>
    <message>
        <source>Phase 2 is free: write a sum that fits well, and pass otherwise.</source>
        <translation>La fase 2 è gratuita: scrivi una somma che sta bene, altrimenti passa.</translation>
    </message>
    <message>
        <source>Each misthrow costs more than the one before, yet one misthrow can be better than spoiling a row.</source>
        <translation>Ogni lancio fallito costa più del precedente, eppure un lancio fallito può essere meglio che rovinare una riga.</translation>
    </message>
    <message>
        <source>Qwantum in short</source>
        <translation>Qwantum in breve</translation>
    </message>
    <message>
        <source>The dice and the score sheet</source>
        <translation>I dadi e il foglio segnapunti</translation>
    </message>
    <message>
        <source>A turn: the roll and the colour sums</source>
        <translation>Un turno: il lancio e le somme dei colori</translation>
    </message>
    <message>
        <source>Phase 1: the active player</source>
        <translation>Fase 1: il giocatore attivo</translation>
    </message>
    <message>
        <source>Phase 2: everyone</source>
        <translation>Fase 2: tutti</translation>
    </message>
    <message>
        <source>Writing a number</source>
        <translation>Scrivere un numero</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Il punteggio</translation>
    </message>
    <message>
        <source>The end and the winner</source>
        <translation>La fine e il vincitore</translation>
    </message>
    <message>
        <source>Tips for a first game</source>
        <translation>Consigli per la prima partita</translation>
    </message>
    <message>
        <source>Rules of Qwantum</source>
        <translation>Regole di Qwantum</translation>
    </message>
</context>
<context>
    <name>QwantumText</name>
    <message>
        <source>Purple</source>
        <translation>Viola</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Giallo</translation>
    </message>
    <message>
        <source>the purple row</source>
        <translation>riga viola</translation>
    </message>
    <message>
        <source>the blue row</source>
        <translation>riga blu</translation>
    </message>
    <message>
        <source>the red row</source>
        <translation>riga rossa</translation>
    </message>
    <message>
        <source>the yellow row</source>
        <translation>riga gialla</translation>
    </message>
    <message>
        <source>Misthrows</source>
        <translation>Lanci falliti</translation>
    </message>
    <message>
        <source>white %1</source>
        <translation>bianco %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a colour and its sum</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <source>%1 rolls: %2.</source>
        <translation>%1 lancia: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 re-rolls %n dice: %2.</source>
        <translation>
            <numerusform>%1 rilancia %n dado: %2.</numerusform>
            <numerusform>%1 rilancia %n dadi: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 writes %2 in %3 (field %4).</source>
        <translation>%1 scrive %2 nella %3 (casella %4).</translation>
    </message>
    <message>
        <source>%1 marks a misthrow (%2 of 5).</source>
        <translation>%1 segna un lancio fallito (%2 su 5).</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 passa.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message numerus="yes">
        <source>Re-roll %n dice</source>
        <translation>
            <numerusform>Rilancia %n dado</numerusform>
            <numerusform>Rilancia %n dadi</numerusform>
        </translation>
    </message>
    <message>
        <source>Write %1 in %2</source>
        <translation>Scrivi %1 nella %2</translation>
    </message>
    <message>
        <source>Mark a misthrow</source>
        <translation>Segna un lancio fallito</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>%1: write one sum in its row, or mark a misthrow.</source>
        <translation>%1: scrivi una somma nella riga del suo colore, o segna un lancio fallito.</translation>
    </message>
    <message>
        <source>%1: re-roll dice once, write one sum in its row, or mark a misthrow.</source>
        <translation>%1: rilancia i dadi una volta, scrivi una somma nella riga del suo colore, o segna un lancio fallito.</translation>
    </message>
    <message>
        <source>%1: write a sum of another colour than %2, or pass.</source>
        <translation>%1: scrivi la somma di un colore diverso da %2, o passa.</translation>
    </message>
    <message>
        <source>%1: write one sum in its row, or pass.</source>
        <translation>%1: scrivi una somma nella riga del suo colore, o passa.</translation>
    </message>
    <message>
        <source>%1 wins with %2 points.</source>
        <translation>%1 vince con %2 punti.</translation>
    </message>
    <message>
        <source>%1 share the win with %2 points.</source>
        <translation>%1 si dividono la vittoria con %2 punti.</translation>
    </message>
    <message>
        <source>The white die: 1 to 6; it counts in every colour&apos;s sum.</source>
        <translation>Il dado bianco: da 1 a 6; conta nella somma di ogni colore.</translation>
    </message>
    <message>
        <source>Die %1: its six faces</source>
        <translation>Dado %1: le sue sei facce</translation>
    </message>
</context>
<context>
    <name>Reader</name>
    <message>
        <source>unknown action type %1</source>
        <translation>tipo di azione sconosciuto %1</translation>
    </message>
    <message>
        <source>missing or not a string</source>
        <translation>mancante o non è una stringa</translation>
    </message>
    <message>
        <source>action version %1 is newer than this program reads (%2)</source>
        <translation>la versione %1 dell&apos;azione è più recente di quella che questo programma legge (%2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs field &apos;%2&apos;</source>
        <translation>&apos;%1&apos; richiede il campo &apos;%2&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs field &apos;card&apos;</source>
        <translation>&apos;%1&apos; richiede il campo &apos;card&apos;</translation>
    </message>
    <message>
        <source>not a square diagonal to the planet</source>
        <translation>non è uno spazio in diagonale al pianeta</translation>
    </message>
    <message>
        <source>unknown event type %1</source>
        <translation>tipo di evento sconosciuto %1</translation>
    </message>
    <message>
        <source>player %1: dominance %2 outside 1..6</source>
        <translation>giocatore %1: dominio %2 fuori da 1..6</translation>
    </message>
    <message>
        <source>player %1: research %2 outside 1..6</source>
        <translation>giocatore %1: ricerca %2 fuori da 1..6</translation>
    </message>
    <message>
        <source>player %1: %2 cubes placed</source>
        <translation>giocatore %1: %2 cubi piazzati</translation>
    </message>
    <message>
        <source>player %1 ship %2: value %3</source>
        <translation>giocatore %1 nave %2: valore %3</translation>
    </message>
    <message>
        <source>player %1 ship %2: not on a square</source>
        <translation>giocatore %1 nave %2: non è su uno spazio</translation>
    </message>
    <message>
        <source>player %1 ship %2: on a planet</source>
        <translation>giocatore %1 nave %2: su un pianeta</translation>
    </message>
    <message>
        <source>two ships on square %1</source>
        <translation>due navi sullo spazio %1</translation>
    </message>
    <message>
        <source>player %1 ship %2: nowhere</source>
        <translation>giocatore %1 nave %2: da nessuna parte</translation>
    </message>
    <message>
        <source>player %1: cube on no planet</source>
        <translation>giocatore %1: cubo su nessun pianeta</translation>
    </message>
    <message>
        <source>player %1: the starting planet is not a starting planet of the map</source>
        <translation>giocatore %1: il pianeta di partenza non è un pianeta di partenza della mappa</translation>
    </message>
    <message>
        <source>planet at %1 holds %2 cubes, more than its %3 locations</source>
        <translation>il pianeta in %1 ha %2 cubi, più dei suoi %3 posti</translation>
    </message>
    <message>
        <source>players %1 and %2 share the starting planet %3</source>
        <translation>i giocatori %1 e %2 condividono il pianeta di partenza %3</translation>
    </message>
    <message>
        <source>card %1 is in play %2 times; the game has %3</source>
        <translation>la carta %1 è in gioco %2 volte; il gioco ne ha %3</translation>
    </message>
    <message>
        <source>card %1 is in play during setup; the decks are dealt when setup ends</source>
        <translation>la carta %1 è in gioco durante la preparazione; i mazzi si distribuiscono alla fine della preparazione</translation>
    </message>
    <message>
        <source>card %1 is missing: %2 of its %3 copies are in the market, the decks, the discard piles and the hands</source>
        <translation>manca la carta %1: %2 delle sue %3 copie sono nel mercato, nei mazzi, negli scarti e nelle mani</translation>
    </message>
    <message>
        <source>turn %1 during setup; the first turn starts when setup ends</source>
        <translation>turno %1 durante la preparazione; il primo turno inizia alla fine della preparazione</translation>
    </message>
    <message>
        <source>a winner during setup</source>
        <translation>un vincitore durante la preparazione</translation>
    </message>
    <message>
        <source>a pending decision during setup</source>
        <translation>una decisione in sospeso durante la preparazione</translation>
    </message>
    <message>
        <source>player %1: dominance and research are 1 during setup (R-SETUP-1)</source>
        <translation>giocatore %1: dominio e ricerca valgono 1 durante la preparazione (R-SETUP-1)</translation>
    </message>
    <message>
        <source>player %1 ship %2: during setup ships 0-2 are rolled and ships 3-4 are in the reserve</source>
        <translation>giocatore %1 nave %2: durante la preparazione le navi 0-2 sono tirate e le navi 3-4 sono tra i dadi espansione</translation>
    </message>
    <message>
        <source>a first player before the roll-off (R-SETUP-3)</source>
        <translation>un primo giocatore prima dello spareggio iniziale (R-SETUP-3)</translation>
    </message>
    <message>
        <source>player %1 is active in setup-reroll, but players decide in seat order (R-SETUP-2)</source>
        <translation>il giocatore %1 è attivo in setup-reroll, ma i giocatori decidono in ordine di posto (R-SETUP-2)</translation>
    </message>
    <message>
        <source>player %1 has a cube or starting planet before the roll-off</source>
        <translation>il giocatore %1 ha un cubo o un pianeta di partenza prima dello spareggio iniziale</translation>
    </message>
    <message>
        <source>player %1 has a ship on the map before the roll-off</source>
        <translation>il giocatore %1 ha una nave sulla mappa prima dello spareggio iniziale</translation>
    </message>
    <message>
        <source>setup after the roll-off needs a first player</source>
        <translation>la preparazione dopo lo spareggio iniziale richiede un primo giocatore</translation>
    </message>
    <message>
        <source>player %1 has not made the setup re-roll decision</source>
        <translation>il giocatore %1 non ha deciso se rilanciare nella preparazione</translation>
    </message>
    <message>
        <source>player %1 has no starting planet</source>
        <translation>il giocatore %1 non ha un pianeta di partenza</translation>
    </message>
    <message>
        <source>player %1 has no starting planet, but a player after it in turn order has one (R-SETUP-4)</source>
        <translation>il giocatore %1 non ha un pianeta di partenza, ma un giocatore dopo di lui nell&apos;ordine di turno ce l&apos;ha (R-SETUP-4)</translation>
    </message>
    <message>
        <source>player %1: during setup the one cube is on the starting planet</source>
        <translation>giocatore %1: durante la preparazione l&apos;unico cubo è sul pianeta di partenza</translation>
    </message>
    <message>
        <source>every starting planet is chosen: the phase is setup-ships</source>
        <translation>ogni pianeta di partenza è scelto: la fase è setup-ships</translation>
    </message>
    <message>
        <source>player %1 is active, but player %2 is the next to choose a starting planet (R-SETUP-4)</source>
        <translation>il giocatore %1 è attivo, ma il prossimo a scegliere un pianeta di partenza è il giocatore %2 (R-SETUP-4)</translation>
    </message>
    <message>
        <source>player %1 has a ship on the map before every starting planet is chosen</source>
        <translation>il giocatore %1 ha una nave sulla mappa prima che ogni pianeta di partenza sia scelto</translation>
    </message>
    <message>
        <source>player %1 ship %2: placed off its starting planet&apos;s orbit (R-SETUP-4)</source>
        <translation>giocatore %1 nave %2: piazzata fuori dall&apos;orbita del suo pianeta di partenza (R-SETUP-4)</translation>
    </message>
    <message>
        <source>player %1 has placed ships out of turn order (R-SETUP-4)</source>
        <translation>il giocatore %1 ha piazzato navi fuori dall&apos;ordine di turno (R-SETUP-4)</translation>
    </message>
    <message>
        <source>every ship is placed: setup is over</source>
        <translation>ogni nave è piazzata: la preparazione è finita</translation>
    </message>
    <message>
        <source>player %1 is active, but player %2 is the next to place ships (R-SETUP-4)</source>
        <translation>il giocatore %1 è attivo, ma il prossimo a piazzare navi è il giocatore %2 (R-SETUP-4)</translation>
    </message>
    <message>
        <source>turn %1 after setup; the first turn is turn 1</source>
        <translation>turno %1 dopo la preparazione; il primo turno è il turno 1</translation>
    </message>
    <message>
        <source>a game after setup needs a first player</source>
        <translation>una partita dopo la preparazione richiede un primo giocatore</translation>
    </message>
    <message>
        <source>player %1 ship %2 is unplaced after setup, and no card places it</source>
        <translation>giocatore %1 nave %2 non piazzata dopo la preparazione, e nessuna carta la piazza</translation>
    </message>
    <message>
        <source>player %1 is the winner of a game still running</source>
        <translation>il giocatore %1 è il vincitore di una partita ancora in corso</translation>
    </message>
    <message>
        <source>player %1 has placed every cube in a game still running (R-TURN-5)</source>
        <translation>il giocatore %1 ha piazzato tutti i cubi in una partita ancora in corso (R-TURN-5)</translation>
    </message>
    <message>
        <source>the advance-card phase needs a picker</source>
        <translation>la fase delle carte avanzamento richiede qualcuno che scelga</translation>
    </message>
    <message>
        <source>the advance-card phase with no picks owed (R-CARD-1)</source>
        <translation>la fase delle carte avanzamento senza scelte dovute (R-CARD-1)</translation>
    </message>
    <message>
        <source>a pending decision in a finished game</source>
        <translation>una decisione in sospeso in una partita finita</translation>
    </message>
    <message>
        <source>a finished game needs a winner; only the turn limit (turn %1) ends a game without one</source>
        <translation>una partita finita richiede un vincitore; solo il limite di turni (turno %1) chiude una partita senza</translation>
    </message>
    <message>
        <source>the winner, player %1, still has %2 cubes to place</source>
        <translation>il vincitore, giocatore %1, ha ancora %2 cubi da piazzare</translation>
    </message>
    <message>
        <source>player %1 has placed every cube but is not the winner</source>
        <translation>il giocatore %1 ha piazzato tutti i cubi ma non è il vincitore</translation>
    </message>
    <message>
        <source>pending %1 (%2): no such player</source>
        <translation>in sospeso %1 (%2): giocatore inesistente</translation>
    </message>
    <message>
        <source>pending %1 (%2): needs the attacking ship, the defender, from and target</source>
        <translation>in sospeso %1 (%2): servono la nave attaccante, il difensore, l&apos;origine e il bersaglio</translation>
    </message>
    <message>
        <source>pending %1 (%2): the attacking ship is not on its attack-from square</source>
        <translation>in sospeso %1 (%2): la nave attaccante non è sul suo spazio di partenza dell&apos;attacco</translation>
    </message>
    <message>
        <source>pending %1 (%2): the target square is not empty</source>
        <translation>in sospeso %1 (%2): lo spazio bersaglio non è vuoto</translation>
    </message>
    <message>
        <source>pending %1 (%2): needs a ship waiting to be placed</source>
        <translation>in sospeso %1 (%2): serve una nave in attesa di essere piazzata</translation>
    </message>
    <message>
        <source>pending %1 (%2): needs a ship</source>
        <translation>in sospeso %1 (%2): serve una nave</translation>
    </message>
    <message>
        <source>pending %1 (%2): needs a new command card and a full hand</source>
        <translation>in sospeso %1 (%2): servono una nuova carta Comando e una mano piena</translation>
    </message>
    <message>
        <source>pending %1 (%2): the player holds no command card</source>
        <translation>in sospeso %1 (%2): il giocatore non ha carte Comando</translation>
    </message>
    <message>
        <source>pending %1 (%2): needs the combat it belongs to</source>
        <translation>in sospeso %1 (%2): serve il combattimento a cui appartiene</translation>
    </message>
    <message>
        <source>pending %1 (%2): player %3 is not at dominance 6</source>
        <translation>in sospeso %1 (%2): il giocatore %3 non è a dominio 6</translation>
    </message>
    <message>
        <source>pending %1 (%2): player %3 already has an infamy decision</source>
        <translation>in sospeso %1 (%2): il giocatore %3 ha già una decisione d&apos;infamia</translation>
    </message>
    <message>
        <source>pending %1 (%2): the picker has not just taken %3</source>
        <translation>in sospeso %1 (%2): chi sceglie non ha appena preso %3</translation>
    </message>
    <message>
        <source>a combat is open without a decision in it</source>
        <translation>un combattimento è aperto senza una decisione</translation>
    </message>
    <message>
        <source>combat: the ships are not on the attack-from and target squares</source>
        <translation>combattimento: le navi non sono sugli spazi di partenza dell&apos;attacco e bersaglio</translation>
    </message>
    <message>
        <source>combat: rolls must be 1..6</source>
        <translation>combattimento: i tiri devono essere 1..6</translation>
    </message>
    <message>
        <source>a position needs a board</source>
        <translation>una posizione richiede un tabellone</translation>
    </message>
    <message>
        <source>no active player</source>
        <translation>nessun giocatore attivo</translation>
    </message>
    <message>
        <source>turn %1 is outside 0..%2 (the turn limit)</source>
        <translation>il turno %1 è fuori da 0..%2 (il limite di turni)</translation>
    </message>
    <message>
        <source>must be an integer between %1 and %2</source>
        <translation>deve essere un intero tra %1 e %2</translation>
    </message>
    <message>
        <source>must be between %1 and %2</source>
        <translation>deve essere tra %1 e %2</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>deve essere true o false</translation>
    </message>
    <message>
        <source>must be a square [x, y]</source>
        <translation>deve essere uno spazio [x, y]</translation>
    </message>
    <message>
        <source>[%1, %2] is not a square of the map</source>
        <translation>[%1, %2] non è uno spazio della mappa</translation>
    </message>
    <message>
        <source>must be [x, y], &quot;scrapyard&quot;, &quot;reserve&quot; or &quot;unplaced&quot;</source>
        <translation>deve essere [x, y], &quot;scrapyard&quot;, &quot;reserve&quot; o &quot;unplaced&quot;</translation>
    </message>
    <message>
        <source>[%1, %2] is not a planet</source>
        <translation>[%1, %2] non è un pianeta</translation>
    </message>
    <message>
        <source>must be a card id</source>
        <translation>deve essere un id di carta</translation>
    </message>
    <message>
        <source>unknown card %1</source>
        <translation>carta sconosciuta %1</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>deve essere un oggetto</translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation>deve essere un array</translation>
    </message>
    <message>
        <source>has more than %1 entries</source>
        <translation>ha più di %1 elementi</translation>
    </message>
    <message>
        <source>empty layout notation</source>
        <translation>notazione di layout vuota</translation>
    </message>
    <message>
        <source>row %1 of the layout notation is empty</source>
        <translation>la riga %1 della notazione di layout è vuota</translation>
    </message>
    <message>
        <source>bad token %1 in row %2 of the layout notation (expected 7, 8, 9, 10, 0 or &apos;.&apos;, &apos;*&apos; marks a start)</source>
        <translation>elemento non valido %1 nella riga %2 della notazione di layout (attesi 7, 8, 9, 10, 0 o &apos;.&apos;; &apos;*&apos; indica un pianeta di partenza)</translation>
    </message>
    <message>
        <source>the map spans %1 x %2 tiles; layout notation is written for maps of at most %3 x %3 tiles</source>
        <translation>la mappa è di %1 x %2 tessere; la notazione di layout vale per mappe di al massimo %3 x %3 tessere</translation>
    </message>
    <message>
        <source>missing field &apos;%1&apos;</source>
        <translation>manca il campo &apos;%1&apos;</translation>
    </message>
    <message>
        <source>field &apos;%1&apos; must be an integer between -1000000 and 1000000</source>
        <translation>il campo &apos;%1&apos; deve essere un intero tra -1000000 e 1000000</translation>
    </message>
    <message>
        <source>field &apos;%1&apos; must be a string</source>
        <translation>il campo &apos;%1&apos; deve essere una stringa</translation>
    </message>
    <message>
        <source>not a Quantum map file (&quot;format&quot; is not &quot;quantum-map&quot;)</source>
        <translation>non è un file di mappa Quantum (&quot;format&quot; non è &quot;quantum-map&quot;)</translation>
    </message>
    <message>
        <source>map file version %1 is newer than this program reads (%2); update Quantum to open it</source>
        <translation>la versione %1 del file di mappa è più recente di quella che questo programma legge (%2); aggiorna Quantum per aprirlo</translation>
    </message>
    <message>
        <source>map file version %1 is not valid</source>
        <translation>la versione %1 del file di mappa non è valida</translation>
    </message>
    <message>
        <source>field &apos;tiles&apos; must be an array</source>
        <translation>il campo &apos;tiles&apos; deve essere un array</translation>
    </message>
    <message>
        <source>too many tiles (%1)</source>
        <translation>troppe tessere (%1)</translation>
    </message>
    <message>
        <source>field &apos;start&apos; must be true or false</source>
        <translation>il campo &apos;start&apos; deve essere true o false</translation>
    </message>
    <message>
        <source>not valid JSON at offset %1: %2</source>
        <translation>JSON non valido alla posizione %1: %2</translation>
    </message>
    <message>
        <source>a map file must hold a JSON object</source>
        <translation>un file di mappa deve contenere un oggetto JSON</translation>
    </message>
    <message>
        <source>cannot open map file %1: %2</source>
        <translation>impossibile aprire il file di mappa %1: %2</translation>
    </message>
    <message>
        <source>cannot read map file %1: %2</source>
        <translation>impossibile leggere il file di mappa %1: %2</translation>
    </message>
    <message>
        <source>map file %1 is larger than 64 MiB</source>
        <translation>il file di mappa %1 supera i 64 MiB</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>input standard</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>impossibile aprire %1: %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>impossibile leggere %1: %2</translation>
    </message>
    <message>
        <source>%1 is larger than 64 MiB</source>
        <translation>%1 supera i 64 MiB</translation>
    </message>
    <message>
        <source>save file: %1</source>
        <translation>file di salvataggio: %1</translation>
    </message>
    <message>
        <source>not a Quantum save file</source>
        <translation>non è un file di salvataggio Quantum</translation>
    </message>
    <message>
        <source>the save file has no valid version</source>
        <translation>il file di salvataggio non ha una versione valida</translation>
    </message>
    <message>
        <source>the save file is version %1, newer than this program reads (%2); update Quantum to open it</source>
        <translation>il file di salvataggio è della versione %1, più recente di quella che questo programma legge (%2); aggiorna Quantum per aprirlo</translation>
    </message>
    <message>
        <source>save file map: %1</source>
        <translation>mappa del file di salvataggio: %1</translation>
    </message>
    <message>
        <source>missing generator state</source>
        <translation>manca lo stato del generatore</translation>
    </message>
    <message>
        <source>&quot;savedAt&quot; must be a date string</source>
        <translation>&quot;savedAt&quot; deve essere una data</translation>
    </message>
    <message>
        <source>missing state</source>
        <translation>manca lo stato</translation>
    </message>
    <message>
        <source>invalid map: %1</source>
        <translation>mappa non valida: %1</translation>
    </message>
    <message>
        <source>not a scenario (&quot;format&quot; is not &quot;quantum-scenario&quot;)</source>
        <translation>non è uno scenario (&quot;format&quot; non è &quot;quantum-scenario&quot;)</translation>
    </message>
    <message>
        <source>scenario: missing or bad &quot;version&quot;</source>
        <translation>scenario: &quot;version&quot; mancante o non valido</translation>
    </message>
    <message>
        <source>scenario version %1 is newer than this program reads (%2)</source>
        <translation>la versione %1 dello scenario è più recente di quella che questo programma legge (%2)</translation>
    </message>
    <message>
        <source>scenario: &quot;map&quot; must be notation, a file or a map object</source>
        <translation>scenario: &quot;map&quot; deve essere una notazione, un file o un oggetto mappa</translation>
    </message>
    <message>
        <source>scenario: &quot;players&quot; must be an integer</source>
        <translation>scenario: &quot;players&quot; deve essere un intero</translation>
    </message>
    <message>
        <source>scenario: &quot;cubes&quot; must be an integer</source>
        <translation>scenario: &quot;cubes&quot; deve essere un intero</translation>
    </message>
    <message>
        <source>scenario: &quot;dice&quot; must be an array</source>
        <translation>scenario: &quot;dice&quot; deve essere un array</translation>
    </message>
    <message>
        <source>scenario: dice[%1] must be 1..6</source>
        <translation>scenario: dice[%1] deve essere 1..6</translation>
    </message>
    <message>
        <source>scenario: &quot;seed&quot; must be a non-negative integer</source>
        <translation>scenario: &quot;seed&quot; deve essere un intero non negativo</translation>
    </message>
    <message>
        <source>scenario: &quot;position&quot; must be an object</source>
        <translation>scenario: &quot;position&quot; deve essere un oggetto</translation>
    </message>
    <message>
        <source>scenario: &quot;actions&quot; must be an array</source>
        <translation>scenario: &quot;actions&quot; deve essere un array</translation>
    </message>
    <message>
        <source>action %1: must be an object</source>
        <translation>azione %1: deve essere un oggetto</translation>
    </message>
    <message>
        <source>action %1: %2</source>
        <translation>azione %1: %2</translation>
    </message>
    <message>
        <source>action %1 (%2) is illegal: %3</source>
        <translation>l&apos;azione %1 (%2) non è consentita: %3</translation>
    </message>
    <message>
        <source>the scripted dice ran out (add dice or a seed)</source>
        <translation>i dadi prestabiliti sono finiti (aggiungi dadi o un seme)</translation>
    </message>
    <message>
        <source>%1: not valid JSON at offset %2: %3</source>
        <translation>%1: JSON non valido alla posizione %2: %3</translation>
    </message>
    <message>
        <source>%1: a scenario must be a JSON object</source>
        <translation>%1: uno scenario deve essere un oggetto JSON</translation>
    </message>
    <message>
        <source>state version %1 is newer than this program reads (%2)</source>
        <translation>la versione %1 dello stato è più recente di quella che questo programma legge (%2)</translation>
    </message>
    <message>
        <source>unknown phase</source>
        <translation>fase sconosciuta</translation>
    </message>
    <message>
        <source>turn %1 is past the turn limit (%2)</source>
        <translation>il turno %1 supera il limite di turni (%2)</translation>
    </message>
    <message>
        <source>a gambit card cannot be held</source>
        <translation>una carta Azzardo non si può tenere in mano</translation>
    </message>
    <message>
        <source>unknown pending decision</source>
        <translation>decisione in sospeso sconosciuta</translation>
    </message>
    <message>
        <source>slots 0-2 hold gambit cards, 3-5 command cards</source>
        <translation>i posti 0-2 contengono carte Azzardo, i posti 3-5 carte Comando</translation>
    </message>
    <message>
        <source>holds a card of the other kind</source>
        <translation>contiene una carta dell&apos;altro tipo</translation>
    </message>
    <message>
        <source>unknown flag</source>
        <translation>indicatore sconosciuto</translation>
    </message>
    <message>
        <source>nobody can act in this position (no legal action)</source>
        <translation>nessuno può agire in questa posizione (nessuna azione consentita)</translation>
    </message>
    <message>
        <source>decks.%1: %2 cards; the pile holds 0 to %3</source>
        <translation>decks.%1: %2 carte; il mazzo ne contiene da 0 a %3</translation>
    </message>
    <message>
        <source>decks.%1[%2]: no card (a pile has no gaps)</source>
        <translation>decks.%1[%2]: nessuna carta (un mazzo non ha buchi)</translation>
    </message>
    <message>
        <source>decks.%1[%2]: %3 is a card of the other kind</source>
        <translation>decks.%1[%2]: %3 è una carta dell&apos;altro tipo</translation>
    </message>
    <message>
        <source>market[%1]: %2 is in the wrong slot; slots 0-2 hold gambit cards, 3-5 command cards</source>
        <translation>market[%1]: %2 è nel posto sbagliato; i posti 0-2 contengono carte Azzardo, i posti 3-5 carte Comando</translation>
    </message>
    <message>
        <source>%1 picks are owed: more than the %2 a game to %3 cubes can owe (R-CARD-1)</source>
        <translation>sono dovute %1 scelte: più delle %2 che una partita a %3 cubi può dovere (R-CARD-1)</translation>
    </message>
    <message>
        <source>player %1 is owed %2 picks: more than the %3 cubes a game to win needs (R-CARD-1)</source>
        <translation>al giocatore %1 sono dovute %2 scelte: più dei %3 cubi che servono per vincere la partita (R-CARD-1)</translation>
    </message>
    <message>
        <source>cannot read map file %1: not a regular file (%2)</source>
        <translation>impossibile leggere il file di mappa %1: non è un file regolare (%2)</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>una cartella</translation>
    </message>
    <message>
        <source>a pipe</source>
        <translation>una pipe</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>un dispositivo</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>non è un file</translation>
    </message>
    <message>
        <source>cannot read %1: not a regular file (%2)</source>
        <translation>impossibile leggere %1: non è un file regolare (%2)</translation>
    </message>
    <message>
        <source>unknown colour %1 (purple, blue, red or yellow)</source>
        <translation>colore sconosciuto %1 (purple, blue, red o yellow)</translation>
    </message>
    <message>
        <source>must be a colour (purple, blue, red or yellow)</source>
        <translation>deve essere un colore (purple, blue, red o yellow)</translation>
    </message>
    <message>
        <source>must be %1</source>
        <translation>deve essere %1</translation>
    </message>
    <message>
        <source>needs %1 entries, one for each misthrow</source>
        <translation>servono %1 elementi, uno per ogni lancio fallito</translation>
    </message>
    <message>
        <source>needs six dice</source>
        <translation>servono sei dadi</translation>
    </message>
    <message>
        <source>needs six faces</source>
        <translation>servono sei facce</translation>
    </message>
    <message>
        <source>must be a colour letter (P, B, R, Y) and a number 1-6, such as &quot;R4&quot;</source>
        <translation>deve essere una lettera di colore (P, B, R, Y) e un numero da 1 a 6, come &quot;R4&quot;</translation>
    </message>
    <message>
        <source>no face is %1</source>
        <translation>nessuna faccia è %1</translation>
    </message>
    <message>
        <source>the die shows %1, not %2</source>
        <translation>il dado mostra %1, non %2</translation>
    </message>
    <message>
        <source>the dice sum to %1, not %2</source>
        <translation>la somma dei dadi è %1, non %2</translation>
    </message>
    <message>
        <source>%1 players: Qwantum is for 2 to 4</source>
        <translation>%1 giocatori: Qwantum si gioca da 2 a 4</translation>
    </message>
    <message>
        <source>turn %1 is before the first</source>
        <translation>il turno %1 viene prima del primo</translation>
    </message>
    <message>
        <source>the white die shows no face</source>
        <translation>il dado bianco non mostra alcuna faccia</translation>
    </message>
    <message>
        <source>a coloured die shows no face</source>
        <translation>un dado colorato non mostra alcuna faccia</translation>
    </message>
    <message>
        <source>no such colour</source>
        <translation>questo colore non esiste</translation>
    </message>
    <message>
        <source>a colour closed in phase 1, before the active player wrote</source>
        <translation>un colore chiuso nella fase 1, prima che il giocatore attivo scrivesse</translation>
    </message>
    <message>
        <source>an answer of a player past the players</source>
        <translation>una risposta di un giocatore oltre il numero dei giocatori</translation>
    </message>
    <message>
        <source>an answer in phase 1</source>
        <translation>una risposta nella fase 1</translation>
    </message>
    <message>
        <source>phase 2 with every answer in (the roll is over once the last one answers)</source>
        <translation>fase 2 con tutte le risposte date (il tiro finisce quando risponde l&apos;ultimo)</translation>
    </message>
    <message>
        <source>a game over before everyone answered the last roll</source>
        <translation>una partita finita prima che tutti rispondessero all&apos;ultimo tiro</translation>
    </message>
    <message>
        <source>a sheet of player %1, past the players</source>
        <translation>una scheda del giocatore %1, oltre il numero dei giocatori</translation>
    </message>
    <message>
        <source>player %1 has %2 misthrows (the fifth ends the game)</source>
        <translation>il giocatore %1 ha %2 lanci falliti (il quinto termina la partita)</translation>
    </message>
    <message>
        <source>a row of %1 fields</source>
        <translation>una riga di %1 caselle</translation>
    </message>
    <message>
        <source>player %1&apos;s %2 row has a gap</source>
        <translation>la riga %2 del giocatore %1 ha una casella vuota in mezzo</translation>
    </message>
    <message>
        <source>%1 is no sum of %2 with these dice</source>
        <translation>%1 non è una somma possibile di %2 con questi dadi</translation>
    </message>
    <message>
        <source>player %1&apos;s %2 row breaks its order at field %3</source>
        <translation>la riga %2 del giocatore %1 non rispetta l&apos;ordine alla casella %3</translation>
    </message>
    <message>
        <source>a game that has ended still runs</source>
        <translation>una partita già terminata è ancora in corso</translation>
    </message>
    <message>
        <source>a game over that nothing ended (no full sheet, no fifth misthrow)</source>
        <translation>una partita finita senza che nulla l&apos;abbia terminata (nessuna scheda piena, nessun quinto lancio fallito)</translation>
    </message>
    <message>
        <source>player %1&apos;s fifth misthrow came before this roll (the game would have ended)</source>
        <translation>il quinto lancio fallito del giocatore %1 è venuto prima di questo tiro (la partita sarebbe finita)</translation>
    </message>
    <message>
        <source>player %1&apos;s sheet was full before this roll (the game would have ended)</source>
        <translation>la scheda del giocatore %1 era piena prima di questo tiro (la partita sarebbe finita)</translation>
    </message>
    <message>
        <source>%1 is closed, but the active player&apos;s %1 row does not end with its sum, %2</source>
        <translation>%1 è chiuso, ma la riga %1 del giocatore attivo non termina con la sua somma, %2</translation>
    </message>
    <message>
        <source>no colour is closed, but the active player has no misthrow</source>
        <translation>nessun colore è chiuso, ma il giocatore attivo non ha lanci falliti</translation>
    </message>
    <message>
        <source>turn %1 comes too early for player %2&apos;s %3 misthrows</source>
        <translation>il turno %1 è troppo presto per i %3 lanci falliti del giocatore %2</translation>
    </message>
    <message>
        <source>turn %1 comes too early for player %2&apos;s %3 numbers and %4 misthrows</source>
        <translation>il turno %1 è troppo presto per i %3 numeri e i %4 lanci falliti del giocatore %2</translation>
    </message>
    <message>
        <source>turn %1 comes too late for player %2&apos;s %3 numbers and %4 misthrows: their %5 turns as the active player each gave a mark</source>
        <translation>il turno %1 è troppo tardi per i %3 numeri e i %4 lanci falliti del giocatore %2: ciascuno dei suoi %5 turni da giocatore attivo ha dato un segno</translation>
    </message>
    <message>
        <source>impossible position: %1</source>
        <translation>posizione impossibile: %1</translation>
    </message>
    <message>
        <source>needs six columns</source>
        <translation>servono sei colonne</translation>
    </message>
    <message>
        <source>column %1 is full: it scores %2, not %3</source>
        <translation>la colonna %1 è completa: vale %2, non %3</translation>
    </message>
    <message>
        <source>column %1 is not full: it scores nothing, not %2</source>
        <translation>la colonna %1 non è completa: non vale nulla, non %2</translation>
    </message>
    <message>
        <source>the sheet scores %1, not %2</source>
        <translation>la scheda vale %1, non %2</translation>
    </message>
    <message>
        <source>must be &quot;active&quot;, &quot;others&quot; or &quot;over&quot;</source>
        <translation>deve essere &quot;active&quot;, &quot;others&quot; o &quot;over&quot;</translation>
    </message>
    <message>
        <source>player %1 is named twice</source>
        <translation>il giocatore %1 è indicato due volte</translation>
    </message>
    <message>
        <source>names no die</source>
        <translation>non indica alcun dado</translation>
    </message>
    <message>
        <source>must be &quot;white&quot; or a coloured die 0-5</source>
        <translation>deve essere &quot;white&quot; o un dado colorato da 0 a 5</translation>
    </message>
    <message>
        <source>names a die twice</source>
        <translation>indica un dado due volte</translation>
    </message>
    <message>
        <source>missing: whose action is it?</source>
        <translation>manca: di chi è l&apos;azione?</translation>
    </message>
    <message>
        <source>missing: which dice are re-rolled?</source>
        <translation>manca: quali dadi si rilanciano?</translation>
    </message>
    <message>
        <source>there is no player %1</source>
        <translation>non esiste il giocatore %1</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partita è finita</translation>
    </message>
    <message>
        <source>phase 1 is player %1&apos;s, the active player</source>
        <translation>la fase 1 spetta al giocatore %1, il giocatore attivo</translation>
    </message>
    <message>
        <source>player %1 has answered this roll</source>
        <translation>il giocatore %1 ha già risposto a questo tiro</translation>
    </message>
    <message>
        <source>a re-roll is phase 1&apos;s, before writing</source>
        <translation>il rilancio si fa nella fase 1, prima di scrivere</translation>
    </message>
    <message>
        <source>the dice were re-rolled once already</source>
        <translation>i dadi sono già stati rilanciati una volta</translation>
    </message>
    <message>
        <source>a re-roll of no die</source>
        <translation>un rilancio senza dadi</translation>
    </message>
    <message>
        <source>a misthrow is phase 1&apos;s, instead of writing</source>
        <translation>il lancio fallito si segna nella fase 1, invece di scrivere</translation>
    </message>
    <message>
        <source>passing is phase 2&apos;s; phase 1 ends in a number or a misthrow</source>
        <translation>si passa nella fase 2; la fase 1 finisce con un numero o un lancio fallito</translation>
    </message>
    <message>
        <source>%1 is closed for this roll</source>
        <translation>%1 è chiuso per questo tiro</translation>
    </message>
    <message>
        <source>player %1&apos;s %2 row is full</source>
        <translation>la riga %2 del giocatore %1 è piena</translation>
    </message>
    <message>
        <source>%1&apos;s sum, %2, does not fit in player %3&apos;s %1 row</source>
        <translation>la somma di %1, %2, non entra nella riga %1 del giocatore %3</translation>
    </message>
    <message>
        <source>not a legal action</source>
        <translation>non è un&apos;azione consentita</translation>
    </message>
    <message>
        <source>missing: the event needs it</source>
        <translation>manca: l&apos;evento ne ha bisogno</translation>
    </message>
    <message>
        <source>not a Qwantum save file</source>
        <translation>non è un file di salvataggio di Qwantum</translation>
    </message>
    <message>
        <source>the save file is version %1, made by a newer version of the program (this one reads version %2); update it to open the file</source>
        <translation>il file di salvataggio è della versione %1, creato da una versione più recente del programma (questa legge la versione %2); aggiorna il programma per aprirlo</translation>
    </message>
    <message>
        <source>must be the game&apos;s seed in hexadecimal</source>
        <translation>deve essere il seme della partita in esadecimale</translation>
    </message>
    <message>
        <source>missing: the game&apos;s number of players</source>
        <translation>manca: il numero di giocatori della partita</translation>
    </message>
    <message>
        <source>history: action %1: %2</source>
        <translation>cronologia: azione %1: %2</translation>
    </message>
    <message>
        <source>history: %1</source>
        <translation>cronologia: %1</translation>
    </message>
    <message>
        <source>the history does not arrive at the saved position</source>
        <translation>la cronologia non arriva alla posizione salvata</translation>
    </message>
    <message>
        <source>the history does not arrive at the saved generator state</source>
        <translation>la cronologia non arriva allo stato del generatore salvato</translation>
    </message>
    <message>
        <source>not a Qwantum scenario (&quot;format&quot; is not &quot;qwantum-scenario&quot;)</source>
        <translation>non è uno scenario di Qwantum (&quot;format&quot; non è &quot;qwantum-scenario&quot;)</translation>
    </message>
    <message>
        <source>scenario: &quot;game&quot; must be &quot;qwantum&quot;</source>
        <translation>scenario: &quot;game&quot; deve essere &quot;qwantum&quot;</translation>
    </message>
    <message>
        <source>scenario: &quot;dice&quot; has more than %1 entries</source>
        <translation>scenario: &quot;dice&quot; ha più di %1 elementi</translation>
    </message>
    <message>
        <source>scenario: %1 is for a new game; the position has its own</source>
        <translation>scenario: %1 vale per una nuova partita; la posizione ha il proprio</translation>
    </message>
    <message>
        <source>scenario: &quot;players&quot; (2 to 4) or a &quot;position&quot; is needed</source>
        <translation>scenario: serve &quot;players&quot; (da 2 a 4) o una &quot;position&quot;</translation>
    </message>
    <message>
        <source>scenario: &quot;actions&quot; has more than %1 entries</source>
        <translation>scenario: &quot;actions&quot; ha più di %1 elementi</translation>
    </message>
    <message>
        <source>this is a saved game of Qwantum, not of Quantum</source>
        <translation>questa è una partita salvata di Qwantum, non di Quantum</translation>
    </message>
    <message>
        <source>no map</source>
        <translation>nessuna mappa</translation>
    </message>
    <message>
        <source>the map&apos;s %1 is longer than a map code carries (%2 bytes of UTF-8)</source>
        <translation>il campo %1 della mappa è più lungo di quanto può contenere un codice di mappa (%2 byte in UTF-8)</translation>
    </message>
    <message>
        <source>the map code is mangled: a character is missing, extra or changed (copy the whole code again)</source>
        <translation>il codice della mappa è danneggiato: un carattere manca, è di troppo o è cambiato (copia di nuovo tutto il codice)</translation>
    </message>
    <message>
        <source>the map code ends in the middle of its map</source>
        <translation>il codice della mappa si interrompe a metà della mappa</translation>
    </message>
    <message>
        <source>the map code&apos;s %1 is longer than %2 bytes</source>
        <translation>il campo %1 del codice della mappa supera i %2 byte</translation>
    </message>
    <message>
        <source>the map code&apos;s %1 is not valid UTF-8 text</source>
        <translation>il campo %1 del codice della mappa non è testo UTF-8 valido</translation>
    </message>
    <message>
        <source>the map code&apos;s tiles are not valid (a layout of at most %1 x %1 tiles)</source>
        <translation>le tessere del codice della mappa non sono valide (devono formare un layout di al massimo %1 x %1 tessere)</translation>
    </message>
    <message>
        <source>the map code holds more than a map after its tiles</source>
        <translation>il codice della mappa contiene altri dati dopo le tessere della mappa</translation>
    </message>
    <message>
        <source>the map spans %1 x %2 tiles; a map code carries at most %3 x %3 tiles</source>
        <translation>la mappa è di %1 x %2 tessere; un codice di mappa ne contiene al massimo %3 x %3</translation>
    </message>
    <message>
        <source>a number of the map is beyond what a map file holds (%1)</source>
        <translation>un numero della mappa va oltre quanto ammette un file di mappa (%1)</translation>
    </message>
    <message>
        <source>tile (%1, %2): %3 is not a planet number; a map code carries 7, 8, 9, 10 and 0</source>
        <translation>tessera (%1, %2): %3 non è un numero di pianeta; un codice di mappa contiene 7, 8, 9, 10 e 0</translation>
    </message>
    <message>
        <source>tile (%1, %2): two tiles lie on this place; a map code carries one</source>
        <translation>tessera (%1, %2): in questo punto ci sono due tessere; un codice di mappa ne contiene una</translation>
    </message>
    <message>
        <source>the map code is too long (%1 characters; at most %2)</source>
        <translation>il codice della mappa è troppo lungo (%1 caratteri; al massimo %2)</translation>
    </message>
    <message>
        <source>empty map code</source>
        <translation>codice di mappa vuoto</translation>
    </message>
    <message>
        <source>this is not a Quantum map code (a map code starts with &quot;Q1-&quot;)</source>
        <translation>questo non è un codice di mappa di Quantum (un codice di mappa inizia con &quot;Q1-&quot;)</translation>
    </message>
    <message>
        <source>the map code was made by a newer version of Quantum (code version %1; this program reads %2); update Quantum to open it</source>
        <translation>il codice della mappa è stato creato da una versione più recente di Quantum (versione del codice %1; questo programma legge la %2); aggiorna Quantum per aprirlo</translation>
    </message>
    <message>
        <source>the map code uses features this program does not know (flags %1)</source>
        <translation>il codice della mappa usa funzioni che questo programma non conosce (flag %1)</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>the action is legal</source>
        <translation>l&apos;azione è consentita</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partita è finita</translation>
    </message>
    <message>
        <source>it is player %1&apos;s decision, not player %2&apos;s</source>
        <translation>la decisione spetta al giocatore %1, non al giocatore %2</translation>
    </message>
    <message>
        <source>the game is still in setup</source>
        <translation>la partita è ancora in preparazione</translation>
    </message>
    <message>
        <source>setup is over</source>
        <translation>la preparazione è finita</translation>
    </message>
    <message>
        <source>in the advance-card phase only card picks are possible</source>
        <translation>nella fase delle carte avanzamento si possono solo scegliere carte</translation>
    </message>
    <message>
        <source>cards are picked only in the advance-card phase</source>
        <translation>le carte si scelgono solo nella fase delle carte avanzamento</translation>
    </message>
    <message>
        <source>no such ship</source>
        <translation>nave inesistente</translation>
    </message>
    <message>
        <source>no actions left this turn</source>
        <translation>nessuna azione rimasta in questo turno</translation>
    </message>
    <message>
        <source>constructing needs 2 actions</source>
        <translation>costruire richiede 2 azioni</translation>
    </message>
    <message>
        <source>you hold no active %1 card (a card taken this turn works from the next turn)</source>
        <translation>non hai una carta %1 attiva (una carta presa in questo turno funziona dal turno successivo)</translation>
    </message>
    <message>
        <source>%1 has already been used this turn</source>
        <translation>la carta %1 è già stata usata in questo turno</translation>
    </message>
    <message>
        <source>the CURIOUS move is not possible after an attack this turn</source>
        <translation>il movimento di CURIOSO non è possibile dopo un attacco in questo turno</translation>
    </message>
    <message>
        <source>no attack is possible after the CURIOUS move this turn</source>
        <translation>nessun attacco è possibile dopo il movimento di CURIOSO in questo turno</translation>
    </message>
    <message>
        <source>that ship has already moved this turn</source>
        <translation>quella nave si è già mossa in questo turno</translation>
    </message>
    <message>
        <source>that ship has already used its ability this turn</source>
        <translation>quella nave ha già usato la sua abilità in questo turno</translation>
    </message>
    <message>
        <source>that ship is not on the map</source>
        <translation>quella nave non è sulla mappa</translation>
    </message>
    <message>
        <source>only a ship in the scrapyard can be deployed</source>
        <translation>si può schierare solo una nave del cimitero</translation>
    </message>
    <message>
        <source>that ship is in the reserve and cannot be used</source>
        <translation>quella nave è tra i dadi espansione e non si può usare</translation>
    </message>
    <message>
        <source>a ship is deployed to an empty orbital position of a planet with your cube</source>
        <translation>una nave si schiera in una posizione orbitale vuota di un pianeta con un tuo cubo</translation>
    </message>
    <message>
        <source>there is no enemy ship on that square</source>
        <translation>non c&apos;è nessuna nave nemica su quello spazio</translation>
    </message>
    <message>
        <source>a Strike attacks an enemy ship orthogonally next to the Battlestation</source>
        <translation>un Colpo attacca una nave nemica ortogonalmente accanto alla stazione da battaglia</translation>
    </message>
    <message>
        <source>the Flagship cannot make that transport: it carries a ship next to it along free squares within its movement and drops it on an empty square next to where it stops</source>
        <translation>l&apos;ammiraglia non può fare quel trasporto: porta una nave vicina attraverso spazi liberi entro il suo movimento e la lascia su uno spazio vuoto accanto a dove si ferma</translation>
    </message>
    <message>
        <source>the ship to swap with is not on the map</source>
        <translation>la nave con cui scambiarsi non è sulla mappa</translation>
    </message>
    <message>
        <source>a Frigate modifies itself to 3 or 5 only</source>
        <translation>una fregata si modifica solo in 3 o 5</translation>
    </message>
    <message>
        <source>%1 cannot be used for that</source>
        <translation>la carta %1 non si può usare per quello</translation>
    </message>
    <message>
        <source>dominance is already 1</source>
        <translation>il dominio è già a 1</translation>
    </message>
    <message>
        <source>research is already 1</source>
        <translation>la ricerca è già a 1</translation>
    </message>
    <message>
        <source>FLEXIBLE changes a ship on the map by one, within 1 to 6</source>
        <translation>FLESSIBILE cambia di uno una nave sulla mappa, tra 1 e 6</translation>
    </message>
    <message>
        <source>that market slot is empty</source>
        <translation>quel posto del mercato è vuoto</translation>
    </message>
    <message>
        <source>EXPANSION can be taken only with a ship in your reserve</source>
        <translation>ESPANSIONE si può prendere solo con una nave tra i tuoi dadi espansione</translation>
    </message>
    <message>
        <source>only a starting planet that holds no cube can be chosen</source>
        <translation>si può scegliere solo un pianeta di partenza senza cubi</translation>
    </message>
    <message>
        <source>a ship is placed on an empty orbital position of your starting planet</source>
        <translation>una nave si piazza in una posizione orbitale vuota del tuo pianeta di partenza</translation>
    </message>
    <message>
        <source>research is already 6</source>
        <translation>la ricerca è già a 6</translation>
    </message>
    <message>
        <source>the ships in orbit do not add up to the planet&apos;s target, or the planet cannot take your cube</source>
        <translation>le navi in orbita non danno il numero richiesto dal pianeta, o il pianeta non può accogliere il tuo cubo</translation>
    </message>
    <message>
        <source>that square cannot be reached by this ship</source>
        <translation>questa nave non può raggiungere quello spazio</translation>
    </message>
    <message>
        <source>that enemy ship cannot be attacked from there</source>
        <translation>quella nave nemica non si può attaccare da lì</translation>
    </message>
    <message>
        <source>not a legal action in this position</source>
        <translation>non è un&apos;azione consentita in questa posizione</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 occupies the square or stays</source>
        <translation>prima c&apos;è una decisione in sospeso: il giocatore %1 occupa lo spazio o resta</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 places the infamy cube</source>
        <translation>prima c&apos;è una decisione in sospeso: il giocatore %1 piazza il cubo d&apos;infamia</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 places a ship</source>
        <translation>prima c&apos;è una decisione in sospeso: il giocatore %1 piazza una nave</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 discards a command card</source>
        <translation>prima c&apos;è una decisione in sospeso: il giocatore %1 scarta una carta Comando</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 decides whether to destroy both ships (DANGEROUS)</source>
        <translation>prima c&apos;è una decisione in sospeso: il giocatore %1 decide se distruggere entrambe le navi (PERICOLOSO)</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 decides whether to re-roll a combat die</source>
        <translation>prima c&apos;è una decisione in sospeso: il giocatore %1 decide se rilanciare un dado di combattimento</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 decides whether to re-roll the ship (SCRAPPY)</source>
        <translation>prima c&apos;è una decisione in sospeso: il giocatore %1 decide se rilanciare la nave (GRINTOSO)</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 chooses the ship&apos;s value (CLEVER)</source>
        <translation>prima c&apos;è una decisione in sospeso: il giocatore %1 sceglie il valore della nave (ABILE)</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 moves a cube (RELOCATION)</source>
        <translation>prima c&apos;è una decisione in sospeso: il giocatore %1 sposta un cubo (TRASFERIMENTO)</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 chooses the ships to reorganize (REORGANIZATION)</source>
        <translation>prima c&apos;è una decisione in sospeso: il giocatore %1 sceglie le navi da riorganizzare (RIORGANIZZAZIONE)</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 discards a command card (SABOTAGE)</source>
        <translation>prima c&apos;è una decisione in sospeso: il giocatore %1 scarta una carta Comando (SABOTAGGIO)</translation>
    </message>
    <message>
        <source>only the ship that won the combat occupies or stays</source>
        <translation>solo la nave che ha vinto il combattimento occupa o resta</translation>
    </message>
    <message>
        <source>that planet cannot take the infamy cube</source>
        <translation>quel pianeta non può accogliere il cubo d&apos;infamia</translation>
    </message>
    <message>
        <source>the new ship cannot be placed there</source>
        <translation>la nuova nave non si può piazzare lì</translation>
    </message>
    <message>
        <source>there is no card in that slot of the hand</source>
        <translation>non c&apos;è nessuna carta in quel posto della mano</translation>
    </message>
    <message>
        <source>the answer is to use DANGEROUS or to decline</source>
        <translation>la risposta è usare PERICOLOSO o rinunciare</translation>
    </message>
    <message>
        <source>that re-roll card cannot be used now</source>
        <translation>quella carta di rilancio non si può usare ora</translation>
    </message>
    <message>
        <source>the answer is to re-roll with SCRAPPY or to decline</source>
        <translation>la risposta è rilanciare con GRINTOSO o rinunciare</translation>
    </message>
    <message>
        <source>that value cannot be chosen</source>
        <translation>quel valore non si può scegliere</translation>
    </message>
    <message>
        <source>that cube cannot be moved there</source>
        <translation>quel cubo non si può spostare lì</translation>
    </message>
    <message>
        <source>those ships cannot be reorganized</source>
        <translation>quelle navi non si possono riorganizzare</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>it is damaged, or it ends in the middle</source>
        <translation>è danneggiato, o si interrompe a metà</translation>
    </message>
    <message>
        <source>it is not a saved game of Quantum</source>
        <translation>non è una partita salvata di Quantum</translation>
    </message>
    <message>
        <source>it was saved by a newer version of Quantum: update Quantum to open it</source>
        <translation>è stato salvato da una versione più recente di Quantum: aggiorna Quantum per aprirlo</translation>
    </message>
    <message>
        <source>it holds a position that no game of Quantum can reach (was it changed by hand?)</source>
        <translation>contiene una posizione a cui nessuna partita di Quantum può arrivare (è stato modificato a mano?)</translation>
    </message>
    <message>
        <source>parts of the saved game are missing or wrong</source>
        <translation>alcune parti della partita salvata mancano o sono sbagliate</translation>
    </message>
    <message>
        <source>it is a saved game of Qwantum, not of Quantum</source>
        <translation>è una partita salvata di Qwantum, non di Quantum</translation>
    </message>
</context>
<context>
    <name>Seat</name>
    <message>
        <source>Computer %1</source>
        <translation>Computer %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>action %1 of %2 in its history is not legal where it stands</source>
        <translation>l&apos;azione %1 di %2 della sua storia non è lecita nel punto in cui si trova</translation>
    </message>
    <message>
        <source>its history does not arrive at the position it saved</source>
        <translation>la sua storia non arriva alla posizione salvata</translation>
    </message>
</context>
<context>
    <name>ShippedMaps</name>
    <message>
        <source>A long diagonal corridor through the Void; two rich 10-planets touch it only at a corner, so only Interceptors and Flagship drops reach them.</source>
        <translation>Un lungo corridoio diagonale attraverso il Vuoto; due ricchi pianeti 10 lo toccano solo in un angolo, così li raggiungono soltanto gli Intercettori e le navi sbarcate dall&apos;Ammiraglia.</translation>
    </message>
    <message>
        <source>A small duel around a central Void: every ship parked in it feeds research, but leaves the ring of planets open.</source>
        <translation>Un piccolo duello attorno a un Vuoto centrale: ogni nave che vi sosta alimenta la ricerca, ma lascia scoperto l&apos;anello di pianeti.</translation>
    </message>
    <message>
        <source>Basic 2-player map (second printing).</source>
        <translation>Mappa base per 2 giocatori (seconda edizione).</translation>
    </message>
    <message>
        <source>Basic 3-player map (second printing).</source>
        <translation>Mappa base per 3 giocatori (seconda edizione).</translation>
    </message>
    <message>
        <source>Basic 4-player map (second printing).</source>
        <translation>Mappa base per 4 giocatori (seconda edizione).</translation>
    </message>
    <message>
        <source>Each fleet has its own 10-planet two tiles from home and the other two four tiles away, with a Void between the northern pair.</source>
        <translation>Ogni flotta ha il suo pianeta 10 a due tessere da casa e gli altri due a quattro tessere, con un Vuoto tra la coppia a nord.</translation>
    </message>
    <message>
        <source>Four arms turn around a central 10-planet, each fleet at the tip of its own arm.</source>
        <translation>Quattro bracci ruotano attorno a un pianeta 10 centrale, ogni flotta in cima al proprio braccio.</translation>
    </message>
    <message>
        <source>Four rich 10-planets hang off the corners of a ring around the Void, joined to it only by a corner, so only Interceptors and Flagship drops reach them.</source>
        <translation>Quattro ricchi pianeti 10 pendono dagli angoli di un anello attorno al Vuoto, uniti a esso solo per un angolo, così li raggiungono soltanto gli Intercettori e le navi sbarcate dall&apos;Ammiraglia.</translation>
    </message>
    <message>
        <source>Published layout.</source>
        <translation>Disposizione pubblicata.</translation>
    </message>
    <message>
        <source>Three fleets on three arms of a compass around a central Void, four tiles from each other and from the lone 10-planet on the fourth arm.</source>
        <translation>Tre flotte su tre bracci di una bussola attorno a un Vuoto centrale, a quattro tessere l&apos;una dall&apos;altra e dal pianeta 10 solitario sul quarto braccio.</translation>
    </message>
</context>
<context>
    <name>TileMime</name>
    <message>
        <source>the data holds no map tiles</source>
        <translation>i dati non contengono tessere di mappa</translation>
    </message>
    <message>
        <source>the tile data is larger than %1 KiB</source>
        <translation>i dati delle tessere superano %1 KiB</translation>
    </message>
    <message>
        <source>the tile data is damaged or not the map editor&apos;s</source>
        <translation>i dati delle tessere sono danneggiati o non vengono dall&apos;editor di mappe</translation>
    </message>
    <message>
        <source>the tile data holds no tiles</source>
        <translation>i dati non contengono nessuna tessera</translation>
    </message>
    <message>
        <source>the tile data holds %1 tiles; a map has at most %2</source>
        <translation>i dati contengono %1 tessere; una mappa ne ha al massimo %2</translation>
    </message>
    <message>
        <source>tile %1 of the data is malformed</source>
        <translation>la tessera %1 dei dati non è valida</translation>
    </message>
    <message>
        <source>tile %1 of the data has the planet number %2 (a tile holds 7 to 10, or 0 for the Void)</source>
        <translation>la tessera %1 dei dati ha il numero di pianeta %2 (una tessera ha da 7 a 10, o 0 per il Vuoto)</translation>
    </message>
    <message>
        <source>the tile data puts two tiles on the place (%1, %2)</source>
        <translation>i dati mettono due tessere nella posizione (%1, %2)</translation>
    </message>
    <message>
        <source>the tiles span %1 x %2 places; at most %3 x %3 fit on a map</source>
        <translation>le tessere occupano %1 x %2 posizioni; in una mappa ne entrano al massimo %3 x %3</translation>
    </message>
</context>
<context>
    <name>UndoCommands</name>
    <message numerus="yes">
        <source>Place %n tile(s)</source>
        <translation>
            <numerusform>Piazza %n tessera</numerusform>
            <numerusform>Piazza %n tessere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n tile(s)</source>
        <translation>
            <numerusform>Rimuovi %n tessera</numerusform>
            <numerusform>Rimuovi %n tessere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make %n tile(s) the Void</source>
        <translation>
            <numerusform>Trasforma %n tessera nel Vuoto</numerusform>
            <numerusform>Trasforma %n tessere nel Vuoto</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set %n planet(s) to %1</source>
        <translation>
            <numerusform>Imposta %n pianeta a %1</numerusform>
            <numerusform>Imposta %n pianeti a %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mark %n starting planet(s)</source>
        <translation>
            <numerusform>Segna %n pianeta di partenza</numerusform>
            <numerusform>Segna %n pianeti di partenza</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unmark %n starting planet(s)</source>
        <translation>
            <numerusform>Togli il segno a %n pianeta di partenza</numerusform>
            <numerusform>Togli il segno a %n pianeti di partenza</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::AboutDialog</name>
    <message>
        <source>Quantum %1</source>
        <translation>Quantum %1</translation>
    </message>
    <message>
        <source>Quantum is a board game by Eric Zimmerman. This program is an unofficial, fan-made version of it for the computer, not affiliated with or endorsed by the game&apos;s designer or its publishers.</source>
        <translation>Quantum è un gioco da tavolo di Eric Zimmerman. Questo programma ne è una versione per computer non ufficiale, realizzata da appassionati, senza alcun legame con l&apos;autore del gioco o con i suoi editori e senza la loro approvazione.</translation>
    </message>
    <message>
        <source>The published layouts among the shipped maps are transcribed from the maps printed with the game and from layouts shared by its players. The art, the sounds, the texts and the other maps are the project&apos;s own.</source>
        <translation>I layout pubblicati tra le mappe incluse sono trascritti dalle mappe stampate con il gioco e dai layout condivisi dai suoi giocatori. La grafica, i suoni, i testi e le altre mappe sono opera del progetto.</translation>
    </message>
    <message>
        <source>This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or any later version. It comes with absolutely no warranty.</source>
        <translation>Questo programma è software libero: puoi ridistribuirlo e/o modificarlo secondo i termini della GNU General Public License, versione 3 o qualsiasi versione successiva. Viene fornito senza alcuna garanzia.</translation>
    </message>
    <message>
        <source>Home page</source>
        <translation>Sito web</translation>
    </message>
    <message>
        <source>GNU General Public License</source>
        <translation>GNU General Public License</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Compilato con Qt %1, in esecuzione su Qt %2.</translation>
    </message>
    <message>
        <source>About Quantum</source>
        <translation>Informazioni su Quantum</translation>
    </message>
</context>
<context>
    <name>quantum::CardGallery</name>
    <message>
        <source>Card gallery</source>
        <translation>Galleria delle carte</translation>
    </message>
    <message numerus="yes">
        <source>All %n card(s) of the game. Hover a card to read its whole text.</source>
        <translation>
            <numerusform>La %n carta del gioco. Passa sopra una carta per leggerne tutto il testo.</numerusform>
            <numerusform>Tutte le %n carte del gioco. Passa sopra una carta per leggerne tutto il testo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Gambit cards</source>
        <translation>Carte Azzardo</translation>
    </message>
    <message>
        <source>Used once, at once, then discarded.</source>
        <translation>Si usano una volta, subito, poi si scartano.</translation>
    </message>
    <message>
        <source>Command cards</source>
        <translation>Carte Comando</translation>
    </message>
    <message>
        <source>Kept (up to three) and active once the turn in which they were taken has ended. Each exists once.</source>
        <translation>Si tengono (fino a tre) e sono attive dalla fine del turno in cui sono state prese. Ognuna esiste in una sola copia.</translation>
    </message>
    <message numerus="yes">
        <source>%n in the deck</source>
        <translation>
            <numerusform>%n copia nel mazzo</numerusform>
            <numerusform>%n copie nel mazzo</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::CardPicker</name>
    <message numerus="yes">
        <source>%1, take %n card(s): gambits act at once, command cards stay with you.</source>
        <translation>
            <numerusform>%1, prendi %n carta: le carte Azzardo agiscono subito, le carte Comando restano a te.</numerusform>
            <numerusform>%1, prendi %n carte: le carte Azzardo agiscono subito, le carte Comando restano a te.</numerusform>
        </translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>Prendi %1</translation>
    </message>
    <message>
        <source>Cannot be taken now</source>
        <translation>Ora non si può prendere</translation>
    </message>
    <message>
        <source>Refresh all six cards (uses this pick)</source>
        <translation>Rinnova tutte e sei le carte (usa questa scelta)</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Guarda il tabellone</translation>
    </message>
</context>
<context>
    <name>quantum::ChartWidget</name>
    <message>
        <source>Cubes placed</source>
        <translation>Cubi piazzati</translation>
    </message>
    <message>
        <source>Dominance</source>
        <translation>Dominio</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>Ricerca</translation>
    </message>
    <message numerus="yes">
        <source>Over %n turn(s)</source>
        <translation>
            <numerusform>In %n turno</numerusform>
            <numerusform>In %n turni</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::ChatPanel</name>
    <message>
        <source>&lt;b&gt;&lt;span style=&quot;color:%1&quot;&gt;%2&lt;/span&gt;&lt;/b&gt;: %3</source>
        <extracomment>A chat line: the speaker&apos;s name (in their colour), then what they wrote.</extracomment>
        <translation>&lt;b&gt;&lt;span style=&quot;color:%1&quot;&gt;%2&lt;/span&gt;&lt;/b&gt;: %3</translation>
    </message>
    <message>
        <source>Write to everyone</source>
        <translation>Scrivi a tutti</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Invia</translation>
    </message>
</context>
<context>
    <name>quantum::CombatBanner</name>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 attacca %2</translation>
    </message>
    <message>
        <source>ship %1 + roll …</source>
        <translation>nave %1 + tiro …</translation>
    </message>
    <message>
        <source>ship %1 + roll %2 = &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>nave %1 + tiro %2 = &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>ship %1 + roll %2 %3 cards = &lt;b&gt;%4&lt;/b&gt;</source>
        <extracomment>The combat banner: a ship&apos;s value %1 plus its die %2, then %3 the cards&apos; bonus written as &quot;+ 2&quot; or &quot;− 1&quot;, equals the total %4.</extracomment>
        <translation>nave %1 + tiro %2 %3 carte = &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Attack: %1</source>
        <translation>Attacco: %1</translation>
    </message>
    <message>
        <source>Defence: %1</source>
        <translation>Difesa: %1</translation>
    </message>
    <message>
        <source>Rolling…</source>
        <translation>Lancio dei dadi…</translation>
    </message>
</context>
<context>
    <name>quantum::CommandSheet</name>
    <message>
        <source>No command cards.</source>
        <translation>Nessuna carta Comando.</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (computer)</translation>
    </message>
    <message>
        <source>Dominance %1</source>
        <translation>Dominio %1</translation>
    </message>
    <message>
        <source>Research %1</source>
        <translation>Ricerca %1</translation>
    </message>
    <message numerus="yes">
        <source>Dominance %1 · Research %2&lt;br&gt;%n cube(s) left to place</source>
        <translation>
            <numerusform>Dominio %1 · Ricerca %2&lt;br&gt;%n cubo ancora da piazzare</numerusform>
            <numerusform>Dominio %1 · Ricerca %2&lt;br&gt;%n cubi ancora da piazzare</numerusform>
        </translation>
    </message>
    <message>
        <source>Ships to place:</source>
        <translation>Navi da piazzare:</translation>
    </message>
    <message>
        <source>Scrapyard:</source>
        <translation>Cimitero:</translation>
    </message>
    <message>
        <source>A %1 in the scrapyard: click to deploy or reconfigure it.</source>
        <translation>%1 nel cimitero: clicca per schierare o riconfigurare questa nave.</translation>
    </message>
    <message>
        <source>Scrapyard ship %1</source>
        <translation>Nave %1 del cimitero</translation>
    </message>
    <message>
        <source>Scrapyard empty.</source>
        <translation>Cimitero vuoto.</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) in reserve</source>
        <translation>
            <numerusform>%n nave tra i dadi espansione</numerusform>
            <numerusform>%n navi tra i dadi espansione</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s) left</source>
        <translation>
            <numerusform>%n azione rimasta</numerusform>
            <numerusform>%n azioni rimaste</numerusform>
        </translation>
    </message>
    <message>
        <source>Deciding now</source>
        <translation>Sta decidendo</translation>
    </message>
</context>
<context>
    <name>quantum::EndPage</name>
    <message>
        <source>Rematch</source>
        <translation>Rivincita</translation>
    </message>
    <message>
        <source>Back to the start page</source>
        <translation>Torna alla pagina iniziale</translation>
    </message>
    <message>
        <source>Replay the game</source>
        <translation>Rivedi la partita</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 vince!</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>%1: %2 of %3 cubes, dominance %4, research %5</source>
        <translation>%1: %2 cubi su %3, dominio %4, ricerca %5</translation>
    </message>
</context>
<context>
    <name>quantum::GamePage</name>
    <message>
        <source>Which way?</source>
        <translation>Da quale parte?</translation>
    </message>
    <message>
        <source>This square can be reached in more than one way.</source>
        <translation>Questo spazio si può raggiungere in più modi.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Termina il turno</translation>
    </message>
    <message numerus="yes">
        <source>You still have %n action(s) left. End the turn anyway?</source>
        <translation>
            <numerusform>Ti resta ancora %n azione. Terminare comunque il turno?</numerusform>
            <numerusform>Ti restano ancora %n azioni. Terminare comunque il turno?</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins the battle: the defending ship is destroyed.</source>
        <translation>%1 vince la battaglia: la nave in difesa è distrutta.</translation>
    </message>
    <message>
        <source>%1 holds: the attack is repelled.</source>
        <translation>%1 resiste: l&apos;attacco è respinto.</translation>
    </message>
    <message>
        <source>The battle waits for a re-roll decision.</source>
        <translation>La battaglia attende una decisione sul rilancio.</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <translation>La partita è in pausa.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 sta pensando…</translation>
    </message>
    <message>
        <source>%1 is deciding…</source>
        <translation>%1 sta decidendo…</translation>
    </message>
    <message>
        <source>Other players&apos; moves are shown step by step; the last move of each stays marked on the board until your turn ends.</source>
        <translation>Le mosse degli altri giocatori si vedono passo per passo; l&apos;ultima mossa di ognuno resta segnata sul tabellone fino alla fine del tuo turno.</translation>
    </message>
    <message>
        <source>Hand the game over to %1.</source>
        <translation>Passa lo schermo a %1.</translation>
    </message>
    <message>
        <source>%1 must answer: %2 Press the button when %1 is at the screen.</source>
        <translation>%1 deve rispondere: %2 Premi il pulsante quando %1 è davanti allo schermo.</translation>
    </message>
    <message>
        <source>The next decision is %1&apos;s. Press the button when %1 is at the screen.</source>
        <translation>La prossima decisione spetta a %1. Premi il pulsante quando %1 è davanti allo schermo.</translation>
    </message>
    <message>
        <source>I am %1, continue</source>
        <translation>Sono %1, continua</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Scegli</translation>
    </message>
    <message>
        <source>You can also click the defender&apos;s square to occupy it, or your attack-from square to stay.</source>
        <translation>Puoi anche cliccare lo spazio del difensore per occuparlo, o il tuo spazio di partenza dell&apos;attacco per restare.</translation>
    </message>
    <message>
        <source>You can also click a highlighted square on the board.</source>
        <translation>Puoi anche cliccare uno spazio evidenziato sul tabellone.</translation>
    </message>
    <message>
        <source>You can also click on the board the planet the cube leaves, then the planet it goes to.</source>
        <translation>Puoi anche cliccare sul tabellone il pianeta che il cubo lascia, poi quello dove va.</translation>
    </message>
    <message>
        <source>Now click the planet the cube goes to from %1 (circled in gold), or right-click to choose again.</source>
        <translation>Ora clicca il pianeta dove va il cubo dal %1 (cerchiato in oro), o clicca col tasto destro per scegliere di nuovo.</translation>
    </message>
    <message>
        <source>The starting planets still free are circled in gold.</source>
        <translation>I pianeti di partenza ancora liberi sono cerchiati in oro.</translation>
    </message>
    <message>
        <source>Place your %1: click one of the highlighted orbital positions.</source>
        <translation>Piazza la tua %1: clicca una delle posizioni orbitali evidenziate.</translation>
    </message>
    <message>
        <source>Take a card over the board or in the market beside it, or refresh all six.</source>
        <translation>Prendi una carta sopra il tabellone o nel mercato accanto, o rinnova tutte e sei.</translation>
    </message>
    <message>
        <source>Show the cards</source>
        <translation>Mostra le carte</translation>
    </message>
    <message>
        <source>%1 at %2: %3% to win, if it does not destroy both ships</source>
        <translation>%1 nello %2: %3% di vittoria, se non distrugge entrambe le navi</translation>
    </message>
    <message>
        <source>%1 at %2: %3% to win</source>
        <translation>%1 nello %2: %3% di vittoria</translation>
    </message>
    <message>
        <source>Transport…</source>
        <translation>Trasporto…</translation>
    </message>
    <message>
        <source>Cancel selection</source>
        <translation>Deseleziona</translation>
    </message>
    <message>
        <source>Your %1 is in the scrapyard: click a highlighted orbital position to deploy it.</source>
        <translation>La tua %1 è nel cimitero: clicca una posizione orbitale evidenziata per schierarla.</translation>
    </message>
    <message numerus="yes">
        <source>Your %1: %n square(s) to move to (green), %2 to attack (red).</source>
        <translation>
            <numerusform>La tua %1: %n spazio raggiungibile (in verde), %2 da attaccare (in rosso).</numerusform>
            <numerusform>La tua %1: %n spazi raggiungibili (in verde), %2 da attaccare (in rosso).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n target(s)</source>
        <translation>
            <numerusform>%n bersaglio</numerusform>
            <numerusform>%n bersagli</numerusform>
        </translation>
    </message>
    <message>
        <source>Odds of winning, every card counted: %1.</source>
        <translation>Probabilità di vittoria, contando ogni carta: %1.</translation>
    </message>
    <message>
        <source>A target can be attacked from more than one square: point at its side you attack from (with the arrow keys: come onto it from that side); the arrow shows the path before you click.</source>
        <translation>Un bersaglio si può attaccare da più spazi: punta il lato da cui attacchi (con i tasti freccia: arrivaci da quel lato); la freccia mostra il percorso prima del clic.</translation>
    </message>
    <message>
        <source>Research (R): 1 action</source>
        <translation>Ricerca (R): 1 azione</translation>
    </message>
    <message>
        <source>Click one of your ships to see its moves, or a gold-circled planet to construct (2 actions).</source>
        <translation>Clicca una tua nave per vederne i movimenti, o un pianeta cerchiato in oro per costruire (2 azioni).</translation>
    </message>
    <message>
        <source>Click one of your ships to see its moves and attacks.</source>
        <translation>Clicca una tua nave per vederne i movimenti e gli attacchi.</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Annulla la mossa (Ctrl+Z)</translation>
    </message>
    <message>
        <source>End turn (E)</source>
        <translation>Fine turno (E)</translation>
    </message>
    <message>
        <source>Transport: click the ship the Flagship carries.</source>
        <translation>Trasporto: clicca la nave che l&apos;ammiraglia porta.</translation>
    </message>
    <message>
        <source>Your ships around the Flagship that it can carry are highlighted in blue.</source>
        <translation>Le tue navi intorno all&apos;ammiraglia che può portare sono evidenziate in blu.</translation>
    </message>
    <message>
        <source>Transport: click where the Flagship flies with the %1.</source>
        <translation>Trasporto: clicca dove vola l&apos;ammiraglia con la %1.</translation>
    </message>
    <message>
        <source>The highlighted squares are the Flagship&apos;s destinations; the arrow shows the flight.</source>
        <translation>Gli spazi evidenziati sono le destinazioni dell&apos;ammiraglia; la freccia mostra il volo.</translation>
    </message>
    <message>
        <source>Transport: click where the %1 lands, around %2.</source>
        <translation>Trasporto: clicca dove atterra la %1, intorno allo %2.</translation>
    </message>
    <message>
        <source>The highlighted squares are free around the destination; the square the Flagship leaves, %1, is one of them.</source>
        <translation>Gli spazi evidenziati sono liberi intorno alla destinazione; lo spazio che l&apos;ammiraglia lascia, %1, è uno di questi.</translation>
    </message>
    <message>
        <source>The highlighted squares are free around the destination.</source>
        <translation>Gli spazi evidenziati sono liberi intorno alla destinazione.</translation>
    </message>
    <message>
        <source>Cancel the transport</source>
        <translation>Rinuncia al trasporto</translation>
    </message>
    <message>
        <source>%1: free</source>
        <translation>%1: gratis</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n action(s)</source>
        <translation>
            <numerusform>%1: %n azione</numerusform>
            <numerusform>%1: %n azioni</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: looking for a good answer…</source>
        <translation>Consiglio: cerco una buona risposta…</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <extracomment>The prompt line of a hint; %1 is an answer button&apos;s text (an action).</extracomment>
        <translation>Consiglio: %1.</translation>
    </message>
</context>
<context>
    <name>quantum::HostDialog</name>
    <message>
        <source>Host a network game</source>
        <translation>Ospita una partita in rete</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Posti</translation>
    </message>
    <message>
        <source>Open for a player</source>
        <translation>Aperto a un giocatore</translation>
    </message>
    <message>
        <source>You play this seat</source>
        <translation>Questo posto lo giochi tu</translation>
    </message>
    <message>
        <source>The name others see in their list</source>
        <translation>Il nome che gli altri vedono nel loro elenco</translation>
    </message>
    <message>
        <source>Your name at the table</source>
        <translation>Il tuo nome al tavolo</translation>
    </message>
    <message>
        <source>none: anyone may join</source>
        <translation>nessuna: chiunque può entrare</translation>
    </message>
    <message>
        <source>Any free port</source>
        <translation>Qualsiasi porta libera</translation>
    </message>
    <message>
        <source>&amp;Game name:</source>
        <translation>Nome della &amp;partita:</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>Il &amp;tuo nome:</translation>
    </message>
    <message>
        <source>Pass&amp;word (optional):</source>
        <translation>Pass&amp;word (facoltativa):</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;orta:</translation>
    </message>
    <message>
        <source>Others type:</source>
        <translation>Gli altri digitano:</translation>
    </message>
    <message>
        <source>Open the lobby</source>
        <translation>Apri la sala d&apos;attesa</translation>
    </message>
    <message>
        <source>PORT</source>
        <translation>PORTA</translation>
    </message>
    <message>
        <source>The game cannot listen on port %1: %2. Choose another port.</source>
        <translation>La partita non può ascoltare sulla porta %1: %2. Scegli un&apos;altra porta.</translation>
    </message>
    <message>
        <source>The game cannot listen for players: %1</source>
        <translation>La partita non può attendere giocatori: %1</translation>
    </message>
    <message>
        <source>This computer&apos;s host key cannot be used: %1</source>
        <translation>La chiave di host di questo computer non si può usare: %1</translation>
    </message>
    <message>
        <source>Let friends &amp;elsewhere join (ask the router to open the port)</source>
        <translation>Fai entrare anche amici &amp;lontani (chiedi al router di aprire la porta)</translation>
    </message>
    <message>
        <source>While the game is hosted, the router forwards the port to this computer (UPnP), and the lobby shows the address to give to players outside this network. If the router cannot, the lobby says which port to forward by hand.</source>
        <translation>Mentre la partita è ospitata, il router inoltra la porta a questo computer (UPnP) e la sala d&apos;attesa mostra l&apos;indirizzo da dare ai giocatori fuori da questa rete. Se il router non ci riesce, la sala d&apos;attesa indica quale porta inoltrare a mano.</translation>
    </message>
    <message>
        <source>No network was found; players on this computer can join at %1.</source>
        <translation>Nessuna rete trovata; i giocatori su questo computer possono entrare su %1.</translation>
    </message>
    <message>
        <source>After the # is this computer&apos;s code: players who join see it in their lobby and can compare it with yours.</source>
        <translation>Dopo il # c&apos;è il codice di questo computer: chi entra lo vede nella sua sala d&apos;attesa e può confrontarlo con il tuo.</translation>
    </message>
    <message>
        <source>Host a network game of Qwantum</source>
        <translation>Ospita una partita di Qwantum in rete</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Giocatori:</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
</context>
<context>
    <name>quantum::JoinDialog</name>
    <message>
        <source>Type the host&apos;s address, such as 192.168.1.20:%1, or choose a game from the list.</source>
        <translation>Digita l&apos;indirizzo dell&apos;host, come 192.168.1.20:%1, o scegli una partita dall&apos;elenco.</translation>
    </message>
    <message>
        <source>The address &quot;%1&quot; is not complete.</source>
        <translation>L&apos;indirizzo &quot;%1&quot; non è completo.</translation>
    </message>
    <message>
        <source>The address &quot;%1&quot; cannot be read.</source>
        <translation>L&apos;indirizzo &quot;%1&quot; non si può leggere.</translation>
    </message>
    <message>
        <source>A port number is missing after the colon in &quot;%1&quot;.</source>
        <translation>Manca il numero di porta dopo i due punti in &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The address &quot;%1&quot; has no host.</source>
        <translation>L&apos;indirizzo &quot;%1&quot; non ha un host.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is neither an address nor a computer&apos;s name.</source>
        <translation>&quot;%1&quot; non è né un indirizzo né il nome di un computer.</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535, not &quot;%1&quot;.</source>
        <translation>La porta deve essere un numero da 1 a 65535, non &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Join a network game</source>
        <translation>Entra in una partita in rete</translation>
    </message>
    <message>
        <source>Games on your network:</source>
        <translation>Partite nella tua rete:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mappa</translation>
    </message>
    <message>
        <source>Free seats</source>
        <translation>Posti liberi</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versione</translation>
    </message>
    <message>
        <source>Games hosted on this network appear here by themselves. A game not listed can be joined by its address.</source>
        <translation>Le partite ospitate in questa rete compaiono qui da sole. Una partita non elencata si raggiunge con il suo indirizzo.</translation>
    </message>
    <message>
        <source>Your name at the table</source>
        <translation>Il tuo nome al tavolo</translation>
    </message>
    <message>
        <source>only if the game has one</source>
        <translation>solo se la partita ne ha una</translation>
    </message>
    <message>
        <source>Only watch the game (no seat)</source>
        <translation>Guarda soltanto la partita (senza posto)</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>Il &amp;tuo nome:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;word:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Entra</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Partita in rete</translation>
    </message>
    <message>
        <source>%1 (password)</source>
        <translation>%1 (password)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 su %2</translation>
    </message>
    <message>
        <source>This game asks for a password.</source>
        <translation>Questa partita chiede una password.</translation>
    </message>
    <message>
        <source>Another version of Quantum: this program cannot join it.</source>
        <translation>Un&apos;altra versione di Quantum: questo programma non può entrarci.</translation>
    </message>
    <message>
        <source>Type your name: the other players see it at the table.</source>
        <translation>Digita il tuo nome: gli altri giocatori lo vedono al tavolo.</translation>
    </message>
    <message>
        <source>The host turned the request down: %1</source>
        <translation>L&apos;host ha rifiutato la richiesta: %1</translation>
    </message>
    <message>
        <source>No game answers at %1. Check the address and that the game is still open.</source>
        <translation>Nessuna partita risponde su %1. Controlla l&apos;indirizzo e che la partita sia ancora aperta.</translation>
    </message>
    <message>
        <source>No game has answered yet. If a friend is hosting, type the address their host dialog shows (such as 192.168.1.20:%1) under Host below and press Join: a firewall, or a network that does not pass on broadcasts, can keep a game out of this list.</source>
        <translation>Nessuna partita ha ancora risposto. Se un amico ospita una partita, scrivi qui sotto in Host l&apos;indirizzo che mostra la sua finestra di hosting (per esempio 192.168.1.20:%1) e premi Entra: un firewall, o una rete che non inoltra i broadcast, può tenere una partita fuori da questo elenco.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; after the # is not a host&apos;s code: a code is two groups of five letters and digits, such as K7QM4-X2PDR.</source>
        <translation>&quot;%1&quot; dopo il # non è un codice di host: un codice è formato da due gruppi di cinque lettere e cifre, come K7QM4-X2PDR.</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Codice</translation>
    </message>
    <message>
        <source>address:port, such as 192.168.1.20:%1, and the host&apos;s code after a #</source>
        <translation>indirizzo:porta, come 192.168.1.20:%1, e dopo un # il codice dell&apos;host</translation>
    </message>
    <message>
        <source>&amp;Trust the new code</source>
        <translation>&amp;Fidati del nuovo codice</translation>
    </message>
    <message>
        <source>The host&apos;s code: its player can read it to you from their lobby, to be sure this is their game.</source>
        <translation>Il codice dell&apos;host: chi ospita la partita può leggertelo dalla sua sala d&apos;attesa, per essere sicuri che sia proprio la sua partita.</translation>
    </message>
    <message>
        <source>The program at %1 answers, but not as this version of Quantum: %2</source>
        <translation>Il programma su %1 risponde, ma non come questa versione di Quantum: %2</translation>
    </message>
    <message>
        <source>The host at %1 shows the code %2, not %3. Check the code with the host&apos;s player: another computer may be pretending to be the host.</source>
        <translation>L&apos;host su %1 mostra il codice %2, non %3. Verifica il codice con chi ospita la partita: un altro computer potrebbe fingersi l&apos;host.</translation>
    </message>
    <message>
        <source>Warning: the host at %1 is not the one you joined there before. Its code was %2 and is now %3. If the host&apos;s player confirms the new code (a new computer, or Quantum installed anew), press Trust the new code; otherwise another computer may be pretending to be the host.</source>
        <translation>Attenzione: l&apos;host su %1 non è quello in cui eri entrato prima a quell&apos;indirizzo. Il suo codice era %2 e ora è %3. Se chi ospita la partita conferma il nuovo codice (un computer nuovo, o Quantum installato di nuovo), premi Fidati del nuovo codice; altrimenti un altro computer potrebbe fingersi l&apos;host.</translation>
    </message>
</context>
<context>
    <name>quantum::KeyboardHelpDialog</name>
    <message>
        <source>Arrow keys</source>
        <extracomment>Keyboard help: the arrow keys move the board cursor (not a ship).</extracomment>
        <translation>Tasti freccia</translation>
    </message>
    <message>
        <source>Move the cursor over the board</source>
        <translation>Sposta il cursore sul tabellone</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Enter o Spazio</translation>
    </message>
    <message>
        <source>Select the ship or the square under the cursor; confirm</source>
        <translation>Seleziona la nave o lo spazio sotto il cursore; conferma</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>Go to the next or previous choice on the board</source>
        <translation>Passa alla scelta successiva o precedente sul tabellone</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Cancel the selection</source>
        <translation>Deseleziona</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Tastiera</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Tasto</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Che cosa fa</translation>
    </message>
    <message>
        <source>1 to 7</source>
        <translation>Da 1 a 7</translation>
    </message>
    <message>
        <source>Mark a die for the re-roll (1 the white die), or unmark it</source>
        <translation>Segna un dado da rilanciare (1 il dado bianco), o togli il segno</translation>
    </message>
    <message>
        <source>Re-roll the marked dice</source>
        <translation>Rilancia i dadi segnati</translation>
    </message>
    <message>
        <source>Choose a row that takes a sum on your sheet</source>
        <translation>Scegli sul tuo foglio una riga che accetta una somma</translation>
    </message>
    <message>
        <source>Write in the row chosen; confirm</source>
        <translation>Scrivi nella riga scelta; conferma</translation>
    </message>
    <message>
        <source>Backspace or Escape</source>
        <translation>Backspace o Esc</translation>
    </message>
    <message>
        <source>Take the choice back</source>
        <translation>Ritira la scelta</translation>
    </message>
    <message>
        <source>Mark a misthrow (the active player)</source>
        <translation>Segna un lancio fallito (il giocatore di turno)</translation>
    </message>
    <message>
        <source>Pass (phase 2)</source>
        <translation>Passa (fase 2)</translation>
    </message>
    <message>
        <source>Show the faces of the dice</source>
        <translation>Mostra le facce dei dadi</translation>
    </message>
</context>
<context>
    <name>quantum::LoadGameDialog</name>
    <message>
        <source>The interrupted game, a turn earlier (previous autosave)</source>
        <translation>La partita interrotta, un turno prima (salvataggio automatico precedente)</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>Carica partita</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Carica</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Sfoglia…</translation>
    </message>
    <message>
        <source>Quantum saves (*.quantum-save *.json);;All files (*)</source>
        <translation>Salvataggi di Quantum (*.quantum-save *.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>The interrupted game (autosave)</source>
        <translation>La partita interrotta (salvataggio automatico)</translation>
    </message>
    <message>
        <source>No saved games yet. Browse… opens a save from anywhere.</source>
        <translation>Ancora nessuna partita salvata. Sfoglia… apre un salvataggio da qualsiasi posizione.</translation>
    </message>
    <message>
        <source>This game cannot be opened.&lt;br&gt;&lt;br&gt;Reason: %1</source>
        <translation>Questa partita non si può aprire.&lt;br&gt;&lt;br&gt;Motivo: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n cube(s) placed)</source>
        <translation>
            <numerusform>%1 (%n cubo piazzato)</numerusform>
            <numerusform>%1 (%n cubi piazzati)</numerusform>
        </translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Preparazione</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Turno %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;Saved %3&lt;br&gt;&lt;br&gt;%4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;Salvata %3&lt;br&gt;&lt;br&gt;%4</translation>
    </message>
    <message>
        <source>%1: %2 points</source>
        <translation>%1: %2 punti</translation>
    </message>
    <message>
        <source>&lt;b&gt;Qwantum&lt;/b&gt;&lt;br&gt;Roll %1&lt;br&gt;Saved %2&lt;br&gt;&lt;br&gt;%3</source>
        <translation>&lt;b&gt;Qwantum&lt;/b&gt;&lt;br&gt;Lancio %1&lt;br&gt;Salvata %2&lt;br&gt;&lt;br&gt;%3</translation>
    </message>
</context>
<context>
    <name>quantum::LobbyPage</name>
    <message>
        <source>Open seat</source>
        <translation>Posto aperto</translation>
    </message>
    <message>
        <source>The host</source>
        <translation>L&apos;host</translation>
    </message>
    <message>
        <source>%1 (the host)</source>
        <translation>%1 (l&apos;host)</translation>
    </message>
    <message>
        <source>A player</source>
        <translation>Un giocatore</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (tu)</translation>
    </message>
    <message>
        <source>%1 (the computer plays meanwhile)</source>
        <translation>%1 (nel frattempo gioca il computer)</translation>
    </message>
    <message>
        <source>%1 (away)</source>
        <translation>%1 (assente)</translation>
    </message>
    <message>
        <source>%1 joined.</source>
        <translation>%1 entra nella sala.</translation>
    </message>
    <message>
        <source>%1 left.</source>
        <translation>%1 lascia la sala.</translation>
    </message>
    <message>
        <source>Swap with %1</source>
        <translation>Scambia con %1</translation>
    </message>
    <message>
        <source>Open for a player</source>
        <translation>Aperto a un giocatore</translation>
    </message>
    <message>
        <source>You play this seat</source>
        <translation>Questo posto lo giochi tu</translation>
    </message>
    <message>
        <source>Every seat needs a player or a computer before the game can start.</source>
        <translation>Ogni posto ha bisogno di un giocatore o del computer prima che la partita possa iniziare.</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Partita in rete</translation>
    </message>
    <message>
        <source>Map: %1.</source>
        <translation>Mappa: %1.</translation>
    </message>
    <message>
        <source>Nobody is watching.</source>
        <translation>Nessuno sta guardando.</translation>
    </message>
    <message>
        <source>Watching: %1</source>
        <translation>Guardano: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>You sit in the %1 seat.</source>
        <translation>Sei al posto %1.</translation>
    </message>
    <message>
        <source>You have no seat: you watch the game.</source>
        <translation>Non hai un posto: guardi la partita.</translation>
    </message>
    <message>
        <source>Every seat is filled: the game can start.</source>
        <translation>Tutti i posti sono occupati: la partita può iniziare.</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for players: %n seat(s) open.</source>
        <translation>
            <numerusform>In attesa di giocatori: %n posto aperto.</numerusform>
            <numerusform>In attesa di giocatori: %n posti aperti.</numerusform>
        </translation>
    </message>
    <message>
        <source>Players join at %1.</source>
        <translation>I giocatori entrano su %1.</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Posti</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Inizia la partita</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>Il &amp;tuo nome:</translation>
    </message>
    <message>
        <source>The name the other players see</source>
        <translation>Il nome che vedono gli altri giocatori</translation>
    </message>
    <message>
        <source>Change name</source>
        <translation>Cambia nome</translation>
    </message>
    <message>
        <source>Close the game</source>
        <translation>Chiudi la partita</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Esci</translation>
    </message>
    <message>
        <source>Swap</source>
        <extracomment>Lobby button: exchange this seat with another seat.</extracomment>
        <translation>Scambia</translation>
    </message>
    <message>
        <source>Swap this seat with another one.</source>
        <translation>Scambia questo posto con un altro.</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Libero</translation>
    </message>
    <message>
        <source>Take this seat</source>
        <translation>Prendi questo posto</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <source>%1 is locked out for a few minutes: too many wrong passwords or seat tokens came from there.</source>
        <translation>%1 è bloccato per qualche minuto: da lì sono arrivati troppi tentativi con password o token del posto sbagliati.</translation>
    </message>
    <message>
        <source>A connection from %1 gave a seat token this game does not know (failure %2 from there).</source>
        <translation>Una connessione da %1 ha presentato un token del posto che questa partita non conosce (tentativo fallito n. %2 da lì).</translation>
    </message>
    <message>
        <source>A connection from %1 gave a wrong password (failure %2 from there).</source>
        <translation>Una connessione da %1 ha presentato una password sbagliata (tentativo fallito n. %2 da lì).</translation>
    </message>
    <message>
        <source>No network was found. Players on this computer can join at %1.</source>
        <translation>Nessuna rete trovata. I giocatori su questo computer possono entrare su %1.</translation>
    </message>
    <message>
        <source>This game&apos;s code is %1: players who join compare it with the code their lobby shows.</source>
        <translation>Il codice di questa partita è %1: chi entra lo confronta con il codice che mostra la sua sala d&apos;attesa.</translation>
    </message>
    <message>
        <source>The host&apos;s code is %1: compare it with the code the host&apos;s player sees, to be sure nobody stands between you.</source>
        <translation>Il codice dell&apos;host è %1: confrontalo con quello che vede chi ospita la partita, per essere sicuri che nessuno si sia messo in mezzo.</translation>
    </message>
    <message>
        <source>Asking the router to open port %1 for friends elsewhere…</source>
        <translation>Chiedo al router di aprire la porta %1 per gli amici lontani…</translation>
    </message>
    <message>
        <source>Friends elsewhere join at %1 (the router opened the port for this game).</source>
        <translation>Gli amici lontani entrano su %1 (il router ha aperto la porta per questa partita).</translation>
    </message>
    <message>
        <source>&amp;Copy the join line</source>
        <translation>&amp;Copia la riga per entrare</translation>
    </message>
    <message>
        <source>Copies the address and the code, to paste into a message to the players</source>
        <translation>Copia l&apos;indirizzo e il codice, da incollare in un messaggio ai giocatori</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <source>A game of Qwantum.</source>
        <translation>Una partita di Qwantum.</translation>
    </message>
    <message>
        <source>Players need the password to join.</source>
        <translation>Per unirsi serve la password.</translation>
    </message>
</context>
<context>
    <name>quantum::MainWindow</name>
    <message>
        <source>Resume the previous autosave</source>
        <translation>Riprendi il salvataggio automatico precedente</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>The interrupted game cannot be resumed: %1</source>
        <translation>La partita interrotta non si può riprendere: %1</translation>
    </message>
    <message>
        <source>Quantum</source>
        <translation>Quantum</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Turno</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Load game…</source>
        <translation>&amp;Carica partita…</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>&amp;Salva partita…</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>A&amp;bbandona</translation>
    </message>
    <message>
        <source>Re&amp;play the game so far</source>
        <translation>&amp;Rivedi la partita finora</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>&amp;Fine turno</translation>
    </message>
    <message>
        <source>&amp;Research</source>
        <translation>&amp;Ricerca</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Next ship</source>
        <translation>&amp;Nave successiva</translation>
    </message>
    <message>
        <source>&amp;Cancel selection</source>
        <translation>&amp;Deseleziona</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Ingrandisci</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Riduci</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;Adatta alla finestra</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Impara a giocare</translation>
    </message>
    <message>
        <source>&amp;Card gallery</source>
        <translation>&amp;Galleria delle carte</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Tastiera</translation>
    </message>
    <message>
        <source>&amp;Map editor…</source>
        <translation>E&amp;ditor di mappe…</translation>
    </message>
    <message>
        <source>%1, turn %2</source>
        <translation>%1, turno %2</translation>
    </message>
    <message>
        <source>Start another game</source>
        <translation>Inizia un&apos;altra partita</translation>
    </message>
    <message>
        <source>Keep it as a saved game before the new one starts?</source>
        <translation>Conservarla come partita salvata prima che inizi quella nuova?</translation>
    </message>
    <message>
        <source>Keep it and go on</source>
        <translation>Conservala e continua</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>Abbandonala</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Salva partita</translation>
    </message>
    <message>
        <source>The game could not be saved to %1.

Reason: %2</source>
        <translation>Impossibile salvare la partita in %1.

Motivo: %2</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>Salvata come %1.</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>Carica partita</translation>
    </message>
    <message>
        <source>The game in %1 cannot be opened.

Reason: %2</source>
        <translation>Impossibile aprire la partita in %1.

Motivo: %2</translation>
    </message>
    <message>
        <source>Quantum saves (*.quantum-save)</source>
        <translation>Salvataggi di Quantum (*.quantum-save)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Salvata in %1.</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abbandona</translation>
    </message>
    <message>
        <source>%1 resigns. Should the computer take over %1&apos;s seat, or does the game end here?</source>
        <translation>%1 abbandona. Il computer prende il posto di %1, o la partita finisce qui?</translation>
    </message>
    <message>
        <source>The computer plays on</source>
        <translation>Il computer continua</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Termina la partita</translation>
    </message>
    <message>
        <source>%1 resigns; the computer plays the seat from now on.</source>
        <translation>%1 abbandona; d&apos;ora in poi il posto lo gioca il computer.</translation>
    </message>
    <message>
        <source>Resign and leave this game? It is not saved.</source>
        <translation>Abbandonare e lasciare questa partita? Non viene salvata.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Impara a giocare</translation>
    </message>
    <message>
        <source>The guided game cannot start: %1</source>
        <translation>La partita guidata non può iniziare: %1</translation>
    </message>
    <message>
        <source>Host a Saved Game</source>
        <translation>Ospita una partita salvata</translation>
    </message>
    <message>
        <source>&amp;Host LAN game…</source>
        <translation>&amp;Ospita partita LAN…</translation>
    </message>
    <message>
        <source>Host a saved &amp;game on the LAN…</source>
        <translation>Ospita una partita sal&amp;vata in LAN…</translation>
    </message>
    <message>
        <source>&amp;Join LAN game…</source>
        <translation>Entra in partita &amp;LAN…</translation>
    </message>
    <message>
        <source>Lea&amp;ve the network game</source>
        <translation>Lascia la partita in re&amp;te</translation>
    </message>
    <message>
        <source>Let the &amp;computer play for missing players</source>
        <translation>Fai giocare il co&amp;mputer per chi manca</translation>
    </message>
    <message>
        <source>The game cannot be read: %1</source>
        <translation>La partita non si può leggere: %1</translation>
    </message>
    <message>
        <source>The game cannot listen on port %1: %2</source>
        <translation>La partita non può ascoltare sulla porta %1: %2</translation>
    </message>
    <message>
        <source>The game waits for %1 to come back (or Game ▸ Let the computer play for missing players).</source>
        <translation>La partita aspetta che %1 torni (oppure Partita ▸ Fai giocare il computer per chi manca).</translation>
    </message>
    <message>
        <source>Every player is back: the game goes on.</source>
        <translation>Tutti i giocatori sono tornati: la partita continua.</translation>
    </message>
    <message>
        <source>The network game begins.</source>
        <translation>La partita in rete comincia.</translation>
    </message>
    <message>
        <source>The game has started, but this version of Quantum cannot show a network game it joined. You can stay in the lobby and chat, or leave.</source>
        <translation>La partita è iniziata, ma questa versione di Quantum non può mostrare una partita in rete a cui è entrata. Puoi restare nella sala d&apos;attesa a chattare, o uscire.</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Chat (watching: %1)</source>
        <translation>Chat (guardano: %1)</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Partita in rete</translation>
    </message>
    <message>
        <source>The network game ended: %1</source>
        <translation>La partita in rete è finita: %1</translation>
    </message>
    <message>
        <source>Leave the network game</source>
        <translation>Lascia la partita in rete</translation>
    </message>
    <message>
        <source>Keep it as a saved game? It can be hosted again later.</source>
        <translation>Conservarla come partita salvata? Si potrà ospitare di nuovo più tardi.</translation>
    </message>
    <message>
        <source>Keep it and leave</source>
        <translation>Conservala ed esci</translation>
    </message>
    <message>
        <source>Leave it? Your seat waits for you while the host keeps the game open.</source>
        <translation>Lasciarla? Il tuo posto ti aspetta finché l&apos;host tiene aperta la partita.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Esci</translation>
    </message>
    <message>
        <source>&amp;Hint: the computer&apos;s suggestion</source>
        <translation>&amp;Consiglio del computer</translation>
    </message>
    <message>
        <source>Host the previous autosave</source>
        <translation>Ospita il salvataggio automatico precedente</translation>
    </message>
    <message>
        <source>&amp;About Quantum</source>
        <translation>Informazioni &amp;su Quantum</translation>
    </message>
    <message>
        <source>The game cannot be autosaved to %1 (%2). It goes on; save it with Game ▸ Save game to keep it.</source>
        <translation>Impossibile salvare automaticamente la partita in %1 (%2). La partita continua; salvala con Partita ▸ Salva partita per conservarla.</translation>
    </message>
    <message>
        <source>The moves before this position are lost: %1. The game goes on from here; the log and Replay start at this turn.</source>
        <translation>Le mosse prima di questa posizione sono perse: %1. La partita prosegue da qui; il registro e «Rivedi la partita» partono da questo turno.</translation>
    </message>
    <message>
        <source>Qwantum, roll %1</source>
        <translation>Qwantum, lancio %1</translation>
    </message>
    <message>
        <source>roll %1 of Qwantum</source>
        <translation>lancio %1 di Qwantum</translation>
    </message>
    <message>
        <source>turn %1 on %2</source>
        <translation>turno %1 sulla mappa %2</translation>
    </message>
    <message>
        <source>A game is in progress (%1).</source>
        <translation>C&apos;è una partita in corso (%1).</translation>
    </message>
    <message>
        <source>An interrupted game can be resumed (%1).</source>
        <translation>Una partita interrotta si può riprendere (%1).</translation>
    </message>
    <message>
        <source>Game loaded from %1: %2.</source>
        <translation>Partita caricata da %1: %2.</translation>
    </message>
    <message>
        <source>The autosave before it can be used instead: %1.</source>
        <translation>Al suo posto si può usare il salvataggio automatico precedente: %1.</translation>
    </message>
    <message>
        <source>You host a network game in progress (%1). Leaving ends it for every player.</source>
        <translation>Ospiti una partita in rete in corso (%1). Se esci, finisce per tutti i giocatori.</translation>
    </message>
    <message>
        <source>You play in a network game in progress (%1).</source>
        <translation>Stai giocando una partita in rete in corso (%1).</translation>
    </message>
</context>
<context>
    <name>quantum::MapChooser</name>
    <message>
        <source>No map for this number of players.</source>
        <translation>Nessuna mappa per questo numero di giocatori.</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n cube(s) to win.</source>
        <translation>
            <numerusform>%1 — %n cubo per vincere.</numerusform>
            <numerusform>%1 — %n cubi per vincere.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::MarketPanel</name>
    <message>
        <source>Market: gambit cards above, command cards below</source>
        <translation>Mercato: carte Azzardo sopra, carte Comando sotto</translation>
    </message>
    <message>
        <source>Market: the cards are dealt when setup ends.</source>
        <translation>Mercato: le carte si scoprono alla fine della preparazione.</translation>
    </message>
    <message>
        <source>Refresh all six cards</source>
        <translation>Rinnova tutte e sei le carte</translation>
    </message>
</context>
<context>
    <name>quantum::NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Posti</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Umano</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>random</source>
        <translation>casuale</translation>
    </message>
    <message>
        <source>The same seed and the same moves give the same game.</source>
        <translation>Lo stesso seme e le stesse mosse danno la stessa partita.</translation>
    </message>
    <message>
        <source>&amp;Seed (optional):</source>
        <translation>&amp;Seme (facoltativo):</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Inizia la partita</translation>
    </message>
    <message>
        <source>How well this computer plays.</source>
        <translation>Quanto gioca bene questo computer.</translation>
    </message>
    <message>
        <source>Level of %1</source>
        <extracomment>For screen readers: the computer level of the seat whose faction colour is %1.</extracomment>
        <translation>Livello di %1</translation>
    </message>
</context>
<context>
    <name>quantum::PlayScene</name>
    <message>
        <source>Your %1, on %2.</source>
        <translation>La tua %1, sullo %2.</translation>
    </message>
    <message>
        <source>%1&apos;s %2, on %3.</source>
        <translation>La %2 di %1, sullo %3.</translation>
    </message>
    <message>
        <source>This turn it has not moved yet and its ability is unused.</source>
        <translation>In questo turno non si è ancora mossa e la sua abilità non è usata.</translation>
    </message>
    <message>
        <source>This turn it has moved; its ability is still unused.</source>
        <translation>In questo turno si è mossa; la sua abilità non è ancora usata.</translation>
    </message>
    <message>
        <source>This turn it has not moved yet; its ability is used.</source>
        <translation>In questo turno non si è ancora mossa; la sua abilità è usata.</translation>
    </message>
    <message>
        <source>This turn it has moved and used its ability.</source>
        <translation>In questo turno si è mossa e ha usato la sua abilità.</translation>
    </message>
    <message>
        <source>%1, a starting planet.</source>
        <translation>%1, un pianeta di partenza.</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message numerus="yes">
        <source>No cubes yet: %n cube location(s) free.</source>
        <translation>
            <numerusform>Ancora nessun cubo: %n posto per cubi libero.</numerusform>
            <numerusform>Ancora nessun cubo: %n posti per cubi liberi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cubes of %1; %n location(s) free.</source>
        <translation>
            <numerusform>Cubi di %1; %n posto libero.</numerusform>
            <numerusform>Cubi di %1; %n posti liberi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your ships in its orbit add up to %1; a construct needs exactly %2.</source>
        <translation>Le tue navi in orbita sommano %1; per costruire serve esattamente %2.</translation>
    </message>
    <message>
        <source>%1&apos;s ships in its orbit add up to %2; a construct needs exactly %3.</source>
        <translation>Le navi di %1 in orbita sommano %2; per costruire serve esattamente %3.</translation>
    </message>
    <message>
        <source>Attack: %1% chance to win, unless the defender destroys both ships (Dangerous).</source>
        <translation>Attacco: %1% di probabilità di vittoria, a meno che il difensore non distrugga entrambe le navi (Pericoloso).</translation>
    </message>
    <message>
        <source>Attack: %1% chance to win, with every card in play counted.</source>
        <translation>Attacco: %1% di probabilità di vittoria, contando ogni carta in gioco.</translation>
    </message>
</context>
<context>
    <name>quantum::PromptBar</name>
    <message>
        <source>More answers</source>
        <translation>Altre risposte</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Scegli</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Sta pensando</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Consiglio (H)</translation>
    </message>
    <message>
        <source>What the computer would do here: shown on the board, never played for you.</source>
        <translation>Cosa farebbe qui il computer: lo vedi sul tabellone, ma non viene mai giocato al posto tuo.</translation>
    </message>
    <message>
        <source>The Hint suggests this answer.</source>
        <translation>Questa è la risposta consigliata.</translation>
    </message>
</context>
<context>
    <name>quantum::QwantumEndPage</name>
    <message>
        <source>Column %1</source>
        <translation>Colonna %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation>Gioca &amp;ancora</translation>
    </message>
    <message>
        <source>&amp;Replay the game</source>
        <translation>&amp;Rivedi la partita</translation>
    </message>
    <message>
        <source>&amp;Main menu</source>
        <translation>&amp;Menu principale</translation>
    </message>
</context>
<context>
    <name>quantum::QwantumNewGameDialog</name>
    <message>
        <source>New game of Qwantum</source>
        <translation>Nuova partita a Qwantum</translation>
    </message>
    <message>
        <source>Roll the seven dice, write the colour sums in four rows that rise, then fall. 2 to 4 players, about 20 minutes.</source>
        <translation>Lancia i sette dadi e scrivi le somme dei colori in quattro righe che salgono e poi scendono. Da 2 a 4 giocatori, circa 20 minuti.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Giocatori:</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Il tuo nome</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>Nome (facoltativo)</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Umano</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>random</source>
        <translation>casuale</translation>
    </message>
    <message>
        <source>&amp;Seed (optional):</source>
        <translation>&amp;Seme (facoltativo):</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>&amp;Inizia</translation>
    </message>
</context>
<context>
    <name>quantum::QwantumPage</name>
    <message>
        <source>The dice roll…</source>
        <translation>I dadi rotolano…</translation>
    </message>
    <message>
        <source>Pass the screen to %1: it is their turn to answer this roll.</source>
        <translation>Passa lo schermo a %1: è il suo turno di rispondere a questo lancio.</translation>
    </message>
    <message>
        <source>Chosen: %1. Confirm it (Enter), or take it back (Backspace).</source>
        <translation>Scelta: %1. Confermala (Enter) o ritirala (Backspace).</translation>
    </message>
    <message>
        <source>Click dice (or keys 1-7) to mark them for your one re-roll; click a highlighted field to write its sum.</source>
        <translation>Clicca i dadi (o premi i tasti 1-7) per segnarli per il tuo unico rilancio; clicca una casella evidenziata per scriverci la sua somma.</translation>
    </message>
    <message>
        <source>Click a highlighted field to write its sum there.</source>
        <translation>Clicca una casella evidenziata per scriverci la sua somma.</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>In attesa di %1.</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Il computer sta pensando…</translation>
    </message>
    <message>
        <source>Qwantum · roll %1 · %2 rolls</source>
        <translation>Qwantum · lancio %1 · lancia %2</translation>
    </message>
    <message>
        <source>Continue as %1</source>
        <translation>Continua come %1</translation>
    </message>
    <message numerus="yes">
        <source>Re-roll %n dice (R)</source>
        <translation>
            <numerusform>Rilancia %n dado (R)</numerusform>
            <numerusform>Rilancia %n dadi (R)</numerusform>
        </translation>
    </message>
    <message>
        <source>Re-roll marked dice (R)</source>
        <translation>Rilancia i dadi segnati (R)</translation>
    </message>
    <message>
        <source>Hint: re-roll the marked dice (R).</source>
        <translation>Consiglio: rilancia i dadi segnati (R).</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Consiglio: %1.</translation>
    </message>
    <message>
        <source>Confirm it (Enter), or take it back (Backspace).</source>
        <translation>Conferma la scelta (Enter) o ritirala (Backspace).</translation>
    </message>
    <message>
        <source>Confirm (Enter)</source>
        <translation>Conferma (Enter)</translation>
    </message>
    <message>
        <source>Take back (Backspace)</source>
        <translation>Ritira (Backspace)</translation>
    </message>
    <message>
        <source>Misthrow (M)</source>
        <translation>Lancio fallito (M)</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Passa (P)</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Consiglio (H)</translation>
    </message>
    <message>
        <source>Dice faces (F)</source>
        <translation>Facce dei dadi (F)</translation>
    </message>
    <message>
        <source>The six faces of every coloured die: what a re-roll can bring.</source>
        <translation>Le sei facce di ogni dado colorato: che cosa può dare un rilancio.</translation>
    </message>
    <message>
        <source>Write nothing this roll and mark a misthrow box: it costs points at the end, and the fifth ends the game.</source>
        <translation>Non scrivere nulla in questo lancio e segna una casella dei lanci falliti: costa punti alla fine, e il quinto lancio fallito fa finire la partita.</translation>
    </message>
    <message>
        <source>Write nothing this time; passing costs nothing.</source>
        <translation>Questa volta non scrivere nulla; passare non costa niente.</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Click dice (or keys 1-7) to mark them for your one re-roll.</source>
        <translation>Clicca i dadi (o premi i tasti 1-7) per segnarli per il tuo unico rilancio.</translation>
    </message>
</context>
<context>
    <name>quantum::QwantumReplayPage</name>
    <message>
        <source>Step 0 of %1: the first roll.</source>
        <translation>Passo 0 di %1: il primo lancio.</translation>
    </message>
    <message>
        <source>First (Home)</source>
        <translation>Inizio (Home)</translation>
    </message>
    <message>
        <source>Back (←)</source>
        <translation>Indietro (←)</translation>
    </message>
    <message>
        <source>Forward (→)</source>
        <translation>Avanti (→)</translation>
    </message>
    <message>
        <source>Last (End)</source>
        <translation>Fine (End)</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Chiudi (Esc)</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3: %4</source>
        <translation>Passo %1 di %2 · %3: %4</translation>
    </message>
</context>
<context>
    <name>quantum::QwantumScoreChart</name>
    <message>
        <source>Rolls</source>
        <translation>Lanci</translation>
    </message>
</context>
<context>
    <name>quantum::QwantumTutorial</name>
    <message>
        <source>purple</source>
        <translation>viola</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rosso</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>giallo</translation>
    </message>
    <message>
        <source>The dice and the colour sums</source>
        <translation>I dadi e le somme dei colori</translation>
    </message>
    <message>
        <source>The one re-roll</source>
        <translation>L&apos;unico rilancio</translation>
    </message>
    <message>
        <source>Phase 1: write one sum</source>
        <translation>Fase 1: scrivi una somma</translation>
    </message>
    <message>
        <source>Phase 2: everyone may write</source>
        <translation>Fase 2: tutti possono scrivere</translation>
    </message>
    <message>
        <source>Rows rise, then fall</source>
        <translation>Le righe salgono, poi scendono</translation>
    </message>
    <message>
        <source>Misthrows</source>
        <translation>Lanci falliti</translation>
    </message>
    <message>
        <source>Columns score</source>
        <translation>Le colonne fanno punti</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Continua a giocare</translation>
    </message>
    <message>
        <source>Write the %1 in %2: click its ringed field, then Confirm (or click the field again).</source>
        <translation>Scrivi %1 nella %2: clicca la sua casella cerchiata, poi premi Conferma (o clicca di nuovo la casella).</translation>
    </message>
    <message>
        <source>No open sum suits your rows this time: press Pass, then Confirm.</source>
        <translation>Questa volta nessuna somma ancora aperta va bene per le tue righe: premi Passa, poi Conferma.</translation>
    </message>
    <message>
        <source>You play against the computer, a roll each in turn. Seven dice: the white one, and six dark ones whose faces each show a number in one of four colours. Under the dice are the four colour sums.</source>
        <translation>Giochi contro il computer: a turno, un lancio a testa. Sette dadi: quello bianco e sei scuri, le cui facce mostrano ciascuna un numero in uno di quattro colori. Sotto i dadi ci sono le somme dei quattro colori.</translation>
    </message>
    <message>
        <source>The white die counts in every sum: here it shows %1.</source>
        <translation>Il dado bianco conta in ogni somma: qui mostra %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 shows on %n dice, so its sum is %2.</source>
        <translation>
            <numerusform>%1 compare su %n dado, quindi la sua somma è %2.</numerusform>
            <numerusform>%1 compare su %n dadi, quindi la sua somma è %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>No die shows %1: a colour that no die shows counts the white die alone, so its sum is %2.</source>
        <translation>Nessun dado mostra il %1: un colore che nessun dado mostra vale il solo dado bianco, quindi la sua somma è %2.</translation>
    </message>
    <message>
        <source>A colour that no die shows counts the white die alone.</source>
        <translation>Un colore che nessun dado mostra vale il solo dado bianco.</translation>
    </message>
    <message>
        <source>Press Next when you have found them on the table.</source>
        <translation>Premi Avanti quando li hai trovati sul tavolo.</translation>
    </message>
    <message>
        <source>Your white die shows %1, and it is in every sum: no sum is lower than %2. Click the white die to mark it (or press 1), then press Re-roll. A marked die is lifted; a second click takes the mark back.</source>
        <translation>Il tuo dado bianco mostra %1, ed è in ogni somma: nessuna somma è più bassa di %2. Clicca il dado bianco per segnarlo (o premi 1), poi premi Rilancia. Un dado segnato viene sollevato; un secondo clic toglie il segno.</translation>
    </message>
    <message>
        <source>Click the dice you want to roll again (or press their keys 1-7) to mark them, then press Re-roll: the ringed dice are a good choice. A second click takes a mark back.</source>
        <translation>Clicca i dadi che vuoi lanciare di nuovo (o premi i loro tasti 1-7) per segnarli, poi premi Rilancia: i dadi cerchiati sono una buona scelta. Un secondo clic toglie il segno.</translation>
    </message>
    <message>
        <source>Phase 1 is yours alone, as the active player: write one colour&apos;s sum in your row of that colour.</source>
        <translation>La fase 1 è solo tua, da giocatore attivo: scrivi la somma di un colore nella tua riga di quel colore.</translation>
    </message>
    <message>
        <source>The %1 sum, %2, is a low start, and a row must rise: click the ringed field at the left of %3, then Confirm (or click the field again).</source>
        <translation>La somma del %1, %2, è un inizio basso, e una riga deve salire: clicca la casella cerchiata all&apos;inizio della %3, poi premi Conferma (o clicca di nuovo la casella).</translation>
    </message>
    <message>
        <source>Phase 2: now every player may write one sum of a colour still open in their own row, or pass. You too: the active player may write twice in a roll.</source>
        <translation>Fase 2: ora ogni giocatore può scrivere nella propria riga una somma di un colore ancora aperto, oppure passare. Anche tu: il giocatore attivo può scrivere due volte in un lancio.</translation>
    </message>
    <message>
        <source>%1 is closed, struck out under the dice.</source>
        <translation>%1 è chiuso: è barrato sotto i dadi.</translation>
    </message>
    <message>
        <source>A row rises from the left up to the divider, the gap after its fourth field: each number higher than the one before. After the divider it falls: the fifth number lower than the fourth, the sixth lower than the fifth.</source>
        <translation>Una riga sale da sinistra fino al divisorio, lo spazio dopo la sua quarta casella: ogni numero è più alto di quello prima. Dopo il divisorio scende: il quinto numero è più basso del quarto, il sesto più basso del quinto.</translation>
    </message>
    <message>
        <source>The next roll is the computer&apos;s: once it has written, phase 2 comes, and you may write too.</source>
        <translation>Il prossimo lancio è del computer: quando avrà scritto arriverà la fase 2, e potrai scrivere anche tu.</translation>
    </message>
    <message>
        <source>Your last number in %1 is %2, so only a higher one may follow it: the %3 fits.</source>
        <translation>Il tuo ultimo numero nella %1 è %2, quindi può seguirlo solo un numero più alto: %3 va bene.</translation>
    </message>
    <message>
        <source>The %1 sum, %2, is not offered: it is not higher than your %3 in that row.</source>
        <translation>La somma del %1, %2, non è proposta: non è più alta del tuo %3 in quella riga.</translation>
    </message>
    <message>
        <source>When you cannot write, or would rather not, you mark a misthrow instead of writing.</source>
        <translation>Quando non puoi scrivere, o preferisci non farlo, segni un lancio fallito invece di scrivere.</translation>
    </message>
    <message>
        <source>Click the ringed box under Misthrows on your sheet (or press M), then Confirm.</source>
        <translation>Clicca la casella cerchiata sotto Lanci falliti sul tuo foglio (o premi M), poi premi Conferma.</translation>
    </message>
    <message>
        <source>Your next roll comes after the computer&apos;s.</source>
        <translation>Il tuo prossimo lancio viene dopo quello del computer.</translation>
    </message>
    <message numerus="yes">
        <source>A poor roll: %1. Every sum that fits would skip at least %n numbers that its row could still take.</source>
        <translation>
            <numerusform>Un lancio scarso: %1. Ogni somma che si può scrivere salterebbe almeno %n numero che la sua riga potrebbe ancora accogliere.</numerusform>
            <numerusform>Un lancio scarso: %1. Ogni somma che si può scrivere salterebbe almeno %n numeri che la sua riga potrebbe ancora accogliere.</numerusform>
        </translation>
    </message>
    <message>
        <source>Try your re-roll first: click the ringed die to mark it, then press Re-roll.</source>
        <translation>Prima prova il tuo rilancio: clicca il dado cerchiato per segnarlo, poi premi Rilancia.</translation>
    </message>
    <message numerus="yes">
        <source>Still a poor roll: %1. Every sum that fits would skip at least %n numbers that its row could still take.</source>
        <translation>
            <numerusform>Il lancio è ancora scarso: %1. Ogni somma che si può scrivere salterebbe almeno %n numero che la sua riga potrebbe ancora accogliere.</numerusform>
            <numerusform>Il lancio è ancora scarso: %1. Ogni somma che si può scrivere salterebbe almeno %n numeri che la sua riga potrebbe ancora accogliere.</numerusform>
        </translation>
    </message>
    <message>
        <source>Mark one now to see how, or skip this step to keep your roll.</source>
        <translation>Segnane uno ora per vedere come si fa, o salta questo passo per tenere il tuo lancio.</translation>
    </message>
    <message>
        <source>Under your sheet, each column has a score box. A column scores once all four of its fields are written, and then its second lowest number: 3, 5, 8, 9 scores 5.</source>
        <translation>Sotto il tuo foglio ogni colonna ha una casella di punteggio. Una colonna fa punti quando tutte e quattro le sue caselle sono scritte, e vale il suo secondo numero più basso: 3, 5, 8, 9 vale 5.</translation>
    </message>
    <message>
        <source>Your first column holds %1 so far.</source>
        <translation>Finora la tua prima colonna contiene %1.</translation>
    </message>
    <message>
        <source>After a misthrow no colour is closed: every sum is open in phase 2.</source>
        <translation>Dopo un lancio fallito nessun colore è chiuso: nella fase 2 ogni somma è aperta.</translation>
    </message>
    <message>
        <source>That is the whole game. Play on against the computer to the end, where the highest score wins: the Hint (H) is yours again, and the Rules (F1) say everything else. Or go back to the menu.</source>
        <translation>Questo è tutto il gioco. Continua a giocare contro il computer fino alla fine, dove vince il punteggio più alto: il Consiglio (H) è di nuovo a tua disposizione, e le Regole (F1) spiegano tutto il resto. Oppure torna al menu.</translation>
    </message>
    <message>
        <source>Each colour is a row of your score sheet. The sums are what you may write this roll; Dice faces (F) shows what each die could bring instead.</source>
        <translation>Ogni colore è una riga del tuo foglio segnapunti. Le somme sono ciò che puoi scrivere in questo lancio; Facce dei dadi (F) mostra che cosa potrebbe dare invece ciascun dado.</translation>
    </message>
    <message>
        <source>Once in your roll you may roll any of the seven dice again, the white one too; then the roll stands. A row must rise, so low sums are what it wants first.</source>
        <translation>Una volta nel tuo lancio puoi rilanciare quanti vuoi dei sette dadi, anche quello bianco; poi il lancio resta com&apos;è. Una riga deve salire, quindi all&apos;inizio le servono somme basse.</translation>
    </message>
    <message>
        <source>Writing a colour closes it for the others this roll: the computer cannot write %1 now.</source>
        <translation>Scrivere un colore lo chiude per gli altri in questo lancio: ora il computer non può scrivere la somma del %1.</translation>
    </message>
    <message>
        <source>Writing a colour closes it for the others this roll.</source>
        <translation>Scrivere un colore lo chiude per gli altri in questo lancio.</translation>
    </message>
    <message>
        <source>A number always goes in the first empty field of its row.</source>
        <translation>Un numero va sempre nella prima casella vuota della sua riga.</translation>
    </message>
    <message>
        <source>Everyone answers at once, and no one sees another&apos;s answer first. Passing here costs nothing.</source>
        <translation>Tutti rispondono nello stesso momento, e nessuno vede prima la risposta di un altro. Qui passare non costa nulla.</translation>
    </message>
    <message>
        <source>Start a row low and climb in small steps: every number you skip is one the row can no longer take. The fourth number is the top: the higher it is, the more room the row has to fall.</source>
        <translation>Comincia una riga in basso e sali a piccoli passi: ogni numero che salti è un numero che la riga non può più accogliere. Il quarto numero è la cima: più è alto, più spazio ha la riga per scendere.</translation>
    </message>
    <message>
        <source>Misthrows cost points at the end, each more than the one before: %1 for the first, %2 for the second, %3 in all for three. The fifth ends the game. Only the active player&apos;s phase 1 brings one: passing in phase 2 is free.</source>
        <translation>I lanci falliti costano punti alla fine, ognuno più del precedente: %1 il primo, %2 il secondo, %3 in tutto per tre. Il quinto fa finire la partita. Solo la fase 1 del giocatore attivo può darne uno: passare nella fase 2 è gratis.</translation>
    </message>
    <message>
        <source>Your score is your columns&apos; scores minus your misthrows. A column&apos;s lowest number never counts, so one low start is cheap; a column with an empty field scores nothing.</source>
        <translation>Il tuo punteggio è la somma dei punti delle colonne meno i lanci falliti. Il numero più basso di una colonna non conta mai, quindi un inizio basso costa poco; una colonna con una casella vuota non vale nulla.</translation>
    </message>
    <message>
        <source>The game ends when a player has written all 24 fields or marked a fifth misthrow; that roll is played to its end first.</source>
        <translation>La partita finisce quando un giocatore ha scritto tutte le 24 caselle o ha segnato il quinto lancio fallito; prima però si gioca quel lancio fino alla fine.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <translation>I dadi rotolano…</translation>
    </message>
    <message>
        <source>Your answer is in: the computer is answering too.</source>
        <translation>Hai risposto: ora risponde anche il computer.</translation>
    </message>
    <message>
        <source>The computer is playing its roll…</source>
        <translation>Il computer sta giocando il suo lancio…</translation>
    </message>
    <message>
        <source>This step is not possible right now: play on as you like, or skip it.</source>
        <translation>Ora questo passo non è possibile: continua a giocare come vuoi, o saltalo.</translation>
    </message>
</context>
<context>
    <name>quantum::ReplayPage</name>
    <message>
        <source>First</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Fine</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>Smetti di rivedere</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Passo %1 di %2</translation>
    </message>
</context>
<context>
    <name>quantum::RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Rules of Quantum</source>
        <translation>Regole di Quantum</translation>
    </message>
    <message>
        <source>Quantum in short</source>
        <translation>Quantum in breve</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparazione</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Il tuo turno</translation>
    </message>
    <message>
        <source>Movement and combat</source>
        <translation>Movimento e combattimento</translation>
    </message>
    <message>
        <source>Ship abilities</source>
        <translation>Abilità delle navi</translation>
    </message>
    <message>
        <source>The Void</source>
        <translation>Il Vuoto</translation>
    </message>
    <message>
        <source>Quantum Entanglement</source>
        <translation>Compenetrazione Quantum</translation>
    </message>
    <message>
        <source>Dominance and infamy</source>
        <translation>Dominio e infamia</translation>
    </message>
    <message>
        <source>Research and breakthroughs</source>
        <translation>Ricerca e scoperte</translation>
    </message>
    <message>
        <source>Advance cards</source>
        <translation>Carte avanzamento</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>Sul tabellone</translation>
    </message>
    <message>
        <source>Each player commands a small fleet of ships, which are dice: a ship&apos;s value from 1 to 6 is its type, how far it moves and how well it fights (lower is stronger). You win the moment you have placed all your quantum cubes on planets, whether by building them, by infamy or by a card, even in the middle of another player&apos;s turn.</source>
        <translation>Ogni giocatore comanda una piccola flotta di navi, che sono dadi: il valore di una nave, da 1 a 6, ne indica il tipo, quanto lontano si muove e quanto bene combatte (più è basso, più è forte). Vinci nel momento in cui hai piazzato sui pianeti tutti i tuoi cubi Quantum, costruendoli, con l&apos;infamia o grazie a una carta, anche nel mezzo del turno di un altro giocatore.</translation>
    </message>
    <message>
        <source>Everyone rolls three ships and may re-roll all three once, keeping the second roll. The lowest total plays first, then play goes round in seat order. In turn order each player puts a cube on a free starting planet, then places the three ships on its orbital positions, the four squares next to it. Your two other ships wait in reserve until a card brings them in; your dominance and research both start at 1.</source>
        <translation>Ognuno tira tre navi e può rilanciarle tutte e tre una volta, tenendo il secondo tiro. Il totale più basso gioca per primo, poi si prosegue in ordine di posto. A turno, ogni giocatore mette un cubo su un pianeta di partenza libero, poi piazza le tre navi sulle sue posizioni orbitali, i quattro spazi accanto al pianeta. Le altre due navi restano tra i dadi espansione finché una carta non le porta in gioco; dominio e ricerca partono entrambi da 1.</translation>
    </message>
    <message>
        <source>On your turn you have three actions; unused ones are lost, and you may take the same action more than once. Move or attack with a ship (one action). Reconfigure: re-roll one of your ships on the map or in your scrapyard until it shows a new value (one action). Deploy: put a ship from your scrapyard, with its value, on an empty orbital position of a planet that holds one of your cubes (one action; the ship may still move this turn). Research: your research rises by one (one action). Construct: place a cube on a planet when your ships on its orbital positions add up exactly to its number (two actions).</source>
        <translation>Nel tuo turno hai tre azioni; quelle non usate vanno perse, e puoi fare la stessa azione più di una volta. Muovere o attaccare con una nave (un&apos;azione). Riconfigurare: rilanciare una tua nave sulla mappa o nel cimitero finché non mostra un valore nuovo (un&apos;azione). Schierare: mettere una nave del cimitero, con il suo valore, su una posizione orbitale vuota di un pianeta che ha un tuo cubo (un&apos;azione; la nave può ancora muoversi in questo turno). Ricerca: la tua ricerca sale di uno (un&apos;azione). Costruire: piazzare un cubo su un pianeta quando le tue navi nelle sue posizioni orbitali sommano esattamente il suo numero (due azioni).</translation>
    </message>
    <message>
        <source>5 + 3 = 8: you may build on this 8. The enemy ship and your ship on the diagonal do not count.</source>
        <translation>5 + 3 = 8: puoi costruire su questo 8. La nave nemica e la tua nave in diagonale non contano.</translation>
    </message>
    <message>
        <source>A planet has one cube location for each point above 6: one on a 7, up to four on a 10, and it takes only one cube of each player (but see Quantum Entanglement). After your actions comes the advance-card phase.</source>
        <translation>Un pianeta ha un posto per cubi per ogni punto sopra il 6: uno su un 7, fino a quattro su un 10, e accoglie un solo cubo per giocatore (ma vedi la Compenetrazione Quantum). Dopo le tue azioni viene la fase delle carte avanzamento.</translation>
    </message>
    <message>
        <source>A ship moves up to its value in steps to a neighbouring square, turning as it likes, but never diagonally and never through planets or other ships. To attack, its last step enters an enemy ship&apos;s square; the square it attacks from must be reachable with one step less, so a ship next to an enemy can attack without moving first.</source>
        <translation>Una nave si muove fino al suo valore, un passo alla volta verso uno spazio vicino, girando come vuole, ma mai in diagonale e mai attraverso pianeti o altre navi. Per attaccare, il suo ultimo passo entra nello spazio di una nave nemica; lo spazio da cui attacca deve essere raggiungibile con un passo in meno, quindi una nave accanto a un nemico può attaccare senza muoversi prima.</translation>
    </message>
    <message>
        <source>A Battlestation (1) next to an enemy Scout (6): 1 + its die against 6 + the other die, and it cannot lose.</source>
        <translation>Una stazione da battaglia (1) accanto a un esploratore nemico (6): 1 più il suo dado contro 6 più l&apos;altro dado, e non può perdere.</translation>
    </message>
    <message>
        <source>Both sides roll a die and add their ship&apos;s value: the lower total wins, and a tie goes to the attacker. When the attacker wins, the defending ship is re-rolled and goes to its owner&apos;s scrapyard, the attacker occupies its square or stays where it attacked from, the winner&apos;s dominance rises by one and the loser&apos;s falls by one. When the defender wins, the attacker simply goes back to the square it attacked from.</source>
        <translation>Entrambi tirano un dado e aggiungono il valore della propria nave: vince il totale più basso, e in caso di pareggio vince l&apos;attaccante. Se vince l&apos;attaccante, la nave in difesa viene rilanciata e va nel cimitero del suo proprietario, l&apos;attaccante occupa il suo spazio o resta dove ha attaccato, il dominio del vincitore sale di uno e quello del perdente scende di uno. Se vince il difensore, l&apos;attaccante torna semplicemente nello spazio da cui ha attaccato.</translation>
    </message>
    <message>
        <source>Each ship type has an ability. Abilities cost no action, but every ship may use its ability once per turn and make its move or attack once per turn, even if its value changes in between: the die remembers what it did this turn, also when it is destroyed and deployed again. Abilities are used on your own turn by ships on the map; Transport and Maneuver are part of the ship&apos;s move, the others are not.</source>
        <translation>Ogni tipo di nave ha un&apos;abilità. Le abilità non costano azioni, ma ogni nave può usare la sua abilità una volta per turno e fare il suo movimento o attacco una volta per turno, anche se nel frattempo il suo valore cambia: il dado ricorda cosa ha fatto in questo turno, anche quando viene distrutto e schierato di nuovo. Le abilità si usano nel proprio turno dalle navi sulla mappa; Trasporto e movimento in diagonale fanno parte del movimento della nave, le altre no.</translation>
    </message>
    <message>
        <source>Strike: an extra attack of exactly one step on an adjacent enemy ship, as well as its normal move.</source>
        <translation>Colpo: un attacco in più di esattamente un passo contro una nave nemica adiacente, oltre al suo movimento normale.</translation>
    </message>
    <message>
        <source>Transport: as its move, picks up one of your ships from a surrounding square, moves one or two steps and drops it on any empty square around its new place. It cannot attack while carrying.</source>
        <translation>Trasporto: come suo movimento, prende una tua nave da uno spazio circostante, si muove di uno o due passi e la lascia su qualsiasi spazio vuoto intorno alla sua nuova posizione. Mentre trasporta non può attaccare.</translation>
    </message>
    <message>
        <source>Warp: swaps places with any other of your ships on the map. This is not its move.</source>
        <translation>Warp: scambia posto con qualsiasi altra tua nave sulla mappa. Non è il suo movimento.</translation>
    </message>
    <message>
        <source>Modify: turns into a 3 or a 5; the new type&apos;s ability waits for the next turn.</source>
        <translation>Modifica: diventa un 3 o un 5; l&apos;abilità del nuovo tipo aspetta il turno successivo.</translation>
    </message>
    <message>
        <source>Maneuver: may move and attack diagonally during its move.</source>
        <translation>Movimento in diagonale: durante il suo movimento può muoversi e attaccare in diagonale.</translation>
    </message>
    <message>
        <source>Free reconfigure: re-rolls itself for free, again while it shows a 6.</source>
        <translation>Rilancio gratis: si rilancia senza spendere azioni, e di nuovo finché mostra un 6.</translation>
    </message>
    <message>
        <source>The Void is the dark tile without a planet. Two ships on it: research + 2 at the start of the turn.</source>
        <translation>Il Vuoto è la tessera scura senza pianeta. Due navi sopra: ricerca + 2 all&apos;inizio del turno.</translation>
    </message>
    <message>
        <source>Some maps have a Void tile: no planet, nine ordinary squares. At the start of your turn your research rises by one for each of your ships anywhere on the Void (up to 6). Those ships move and fight as usual.</source>
        <translation>Alcune mappe hanno una tessera del Vuoto: nessun pianeta, nove spazi normali. All&apos;inizio del tuo turno la tua ricerca sale di uno per ogni tua nave in qualsiasi punto del Vuoto (fino a 6). Quelle navi si muovono e combattono come sempre.</translation>
    </message>
    <message>
        <source>Every planet with room already holds your cube: you may build on the 8 again, with 11 in its orbit (8 + 3).</source>
        <translation>Ogni pianeta con posto libero ha già un tuo cubo: puoi costruire di nuovo sull&apos;8, con 11 in orbita (8 + 3).</translation>
    </message>
    <message>
        <source>When every planet that still has a free cube location already holds one of your cubes, you may place another cube on such a planet. To build it, your ships in its orbit must add up to the planet&apos;s number plus 3 for each of your cubes already there. An infamy cube may go there too.</source>
        <translation>Quando ogni pianeta che ha ancora un posto libero per cubi ha già uno dei tuoi cubi, puoi piazzare un altro cubo su un pianeta del genere. Per costruirlo, le tue navi in orbita devono sommare il numero del pianeta più 3 per ogni tuo cubo già presente. Anche un cubo d&apos;infamia può andare lì.</translation>
    </message>
    <message>
        <source>Dominance climbs with every battle won; at 6 a cube is placed for free.</source>
        <translation>Il dominio sale a ogni battaglia vinta; a 6 si piazza un cubo gratis.</translation>
    </message>
    <message>
        <source>Dominance runs from 1 to 6. It rises by one when you destroy an enemy ship and falls by one when you lose one. When it reaches 6 you become infamous: you immediately place a cube on any planet with a free cube location that does not hold your cube, whatever ships are around it, and dominance goes back to 1. This can happen on another player&apos;s turn too. If no planet can take the cube, dominance stays at 6 and the cube is tried again later.</source>
        <translation>Il dominio va da 1 a 6. Sale di uno quando distruggi una nave nemica e scende di uno quando ne perdi una. Quando arriva a 6 raggiungi l&apos;infamia: piazzi subito un cubo su qualsiasi pianeta con un posto libero che non abbia già un tuo cubo, qualunque nave ci sia intorno, e il dominio torna a 1. Può succedere anche nel turno di un altro giocatore. Se nessun pianeta può accogliere il cubo, il dominio resta a 6 e si riprova a piazzare il cubo più tardi.</translation>
    </message>
    <message>
        <source>Research at 6 in the advance-card phase: a breakthrough, one more card.</source>
        <translation>Ricerca a 6 nella fase delle carte avanzamento: una scoperta, una carta in più.</translation>
    </message>
    <message>
        <source>Research also runs from 1 to 6; the Research action raises it by one, and so do your ships on the Void at the start of your turn. If your research is 6 in your advance-card phase, you make a breakthrough: you take one more card and research goes back to 1.</source>
        <translation>Anche la ricerca va da 1 a 6; l&apos;azione Ricerca la alza di uno, e così fanno le tue navi nel Vuoto all&apos;inizio del tuo turno. Se la tua ricerca è a 6 nella tua fase delle carte avanzamento, fai una scoperta: prendi una carta in più e la ricerca torna a 1.</translation>
    </message>
    <message>
        <source>The market: three gambit cards (dark) and three command cards (light).</source>
        <translation>Il mercato: tre carte Azzardo (scure) e tre carte Comando (chiare).</translation>
    </message>
    <message>
        <source>In the advance-card phase you take one card for every cube you placed this turn, in any way, plus one for a breakthrough; nothing else can be done in this phase. Six cards lie face up, three gambits and three command cards. Take one, or spend the pick to discard all six and deal six new ones. Gambit cards act at once and are discarded. Command cards stay with you and work from your next turn on, also on the other players&apos; turns; you may hold three, and a fourth means letting one of them go. A card used &quot;once per turn&quot; means once in each of your own turns. The card gallery lists them all.</source>
        <translation>Nella fase delle carte avanzamento prendi una carta per ogni cubo che hai piazzato in questo turno, in qualsiasi modo, più una per una scoperta; in questa fase non si può fare altro. Sei carte sono scoperte, tre Azzardo e tre Comando. Prendine una, oppure spendi la scelta per scartarle tutte e sei e scoprirne sei nuove. Le carte Azzardo agiscono subito e vengono scartate. Le carte Comando restano a te e funzionano dal tuo turno successivo, anche nei turni degli altri giocatori; puoi tenerne tre, e una quarta significa lasciarne andare una. Una carta usata &quot;una volta per turno&quot; vale una volta in ciascuno dei tuoi turni. La galleria delle carte le elenca tutte.</translation>
    </message>
    <message>
        <source>Click one of your ships: green squares are moves, red squares attacks, and hovering an attack shows its odds. Gold circles are planets you can choose. The prompt under the board always says what is asked, and Learn to play in the Help menu walks you through a first game.</source>
        <translation>Clicca una tua nave: gli spazi verdi sono movimenti, quelli rossi attacchi, e passando sopra un attacco se ne vedono le probabilità. I cerchi dorati sono pianeti che puoi scegliere. Il messaggio sotto il tabellone dice sempre che cosa ti viene chiesto, e Impara a giocare nel menu Aiuto ti guida in una prima partita.</translation>
    </message>
    <message>
        <source>Quantum</source>
        <translation>Quantum</translation>
    </message>
    <message>
        <source>Qwantum</source>
        <translation>Qwantum</translation>
    </message>
</context>
<context>
    <name>quantum::Session</name>
    <message>
        <source>Nobody</source>
        <translation>Nessuno</translation>
    </message>
</context>
<context>
    <name>quantum::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Spente</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normali</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloci</translation>
    </message>
    <message>
        <source>Ask before ending a turn with actions left</source>
        <translation>Chiedi prima di terminare un turno con azioni rimaste</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Attiva i suoni</translation>
    </message>
    <message>
        <source>This build of Quantum has no sound support (Qt Multimedia).</source>
        <translation>Questa versione di Quantum non supporta i suoni (Qt Multimedia).</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>The TCP port a network game you host listens on. Players who join type it after the address.</source>
        <translation>La porta TCP su cui ascolta una partita in rete che ospiti. Chi entra la digita dopo l&apos;indirizzo.</translation>
    </message>
    <message>
        <source>&amp;Animations:</source>
        <translation>&amp;Animazioni:</translation>
    </message>
    <message>
        <source>&amp;Pause between other players&apos; moves:</source>
        <translation>&amp;Pausa tra le mosse degli altri giocatori:</translation>
    </message>
    <message>
        <source>&amp;Network game port:</source>
        <translation>Porta per le partite in &amp;rete:</translation>
    </message>
    <message>
        <source>System language (%1)</source>
        <translation>Lingua di sistema (%1)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
</context>
<context>
    <name>quantum::StartPage</name>
    <message>
        <source>QUANTUM</source>
        <translation>QUANTUM</translation>
    </message>
    <message>
        <source>Dice, ships and planets: place all your cubes first.</source>
        <translation>Dadi, navi e pianeti: piazza per primo tutti i tuoi cubi.</translation>
    </message>
    <message>
        <source>Resume the interrupted game</source>
        <translation>Riprendi la partita interrotta</translation>
    </message>
    <message>
        <source>Quick game against the computer</source>
        <translation>Partita rapida contro il computer</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nuova partita…</translation>
    </message>
    <message>
        <source>Load game…</source>
        <translation>Carica partita…</translation>
    </message>
    <message>
        <source>Host LAN game…</source>
        <translation>Ospita partita LAN…</translation>
    </message>
    <message>
        <source>Join LAN game…</source>
        <translation>Entra in partita LAN…</translation>
    </message>
    <message>
        <source>Open a game on your network: friends join it from their computers.</source>
        <translation>Apri una partita nella tua rete: gli amici entrano dai loro computer.</translation>
    </message>
    <message>
        <source>Join a game someone hosts on your network.</source>
        <translation>Entra in una partita che qualcuno ospita nella tua rete.</translation>
    </message>
    <message>
        <source>Map editor</source>
        <translation>Editor di mappe</translation>
    </message>
    <message>
        <source>Design your own maps, check them and play them.</source>
        <translation>Progetta le tue mappe, controllale e giocaci.</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Impostazioni…</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Card gallery</source>
        <translation>Galleria delle carte</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Impara a giocare</translation>
    </message>
    <message>
        <source>A short guided game against the computer that teaches every move.</source>
        <translation>Una breve partita guidata contro il computer che insegna ogni mossa.</translation>
    </message>
    <message>
        <source>New to Quantum? Start with a guided game.</source>
        <translation>Prima volta con Quantum? Comincia con una partita guidata.</translation>
    </message>
    <message>
        <source>QWANTUM</source>
        <translation>QWANTUM</translation>
    </message>
    <message>
        <source>Seven dice, four colours: write the sums, rising, then falling.</source>
        <translation>Sette dadi, quattro colori: scrivi le somme, prima in salita, poi in discesa.</translation>
    </message>
    <message>
        <source>2-4 players: ships are dice; place all your quantum cubes first.</source>
        <translation>2-4 giocatori: le navi sono dadi; piazza per primo tutti i tuoi cubi Quantum.</translation>
    </message>
    <message>
        <source>2-4 players: roll seven dice and write the colour sums on your score sheet; the best columns win.</source>
        <translation>2-4 giocatori: lancia sette dadi e scrivi le somme dei colori sul tuo foglio segnapunti; vince chi ha le colonne migliori.</translation>
    </message>
    <message>
        <source>New to Qwantum? Start with a guided game.</source>
        <translation>Prima volta con Qwantum? Comincia con una partita guidata.</translation>
    </message>
</context>
<context>
    <name>quantum::Tutorial</name>
    <message>
        <source>The tutorial&apos;s start is missing.</source>
        <translation>Manca l&apos;inizio del tutorial.</translation>
    </message>
    <message>
        <source>The tutorial&apos;s start cannot be read.</source>
        <translation>Impossibile leggere l&apos;inizio del tutorial.</translation>
    </message>
    <message>
        <source>Welcome to Quantum</source>
        <translation>Ti diamo il benvenuto in Quantum</translation>
    </message>
    <message>
        <source>Moving a ship</source>
        <translation>Muovere una nave</translation>
    </message>
    <message>
        <source>Attacking</source>
        <translation>Attaccare</translation>
    </message>
    <message>
        <source>Ship abilities</source>
        <translation>Abilità delle navi</translation>
    </message>
    <message>
        <source>Ending your turn</source>
        <translation>Terminare il turno</translation>
    </message>
    <message>
        <source>Deploying</source>
        <translation>Schierare</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>Ricerca</translation>
    </message>
    <message>
        <source>Preparing a cube</source>
        <translation>Preparare un cubo</translation>
    </message>
    <message>
        <source>Waiting for the next turn</source>
        <translation>In attesa del turno successivo</translation>
    </message>
    <message>
        <source>Constructing a cube</source>
        <translation>Costruire un cubo</translation>
    </message>
    <message>
        <source>Advance cards</source>
        <translation>Carte avanzamento</translation>
    </message>
    <message>
        <source>Well done</source>
        <translation>Ben fatto</translation>
    </message>
    <message>
        <source>You command the vermillion ships with the circle emblem, on the left of this small map; the computer commands the blue ones with the triangle. Whoever places all their quantum cubes on planets first wins. This game teaches the moves one at a time: gold rings show what to click, and only the move being taught is offered. Press Next to begin.</source>
        <translation>Comandi le navi vermiglie con l&apos;emblema del cerchio, a sinistra di questa piccola mappa; il computer comanda quelle blu con il triangolo. Vince chi piazza per primo sui pianeti tutti i suoi cubi Quantum. Questa partita insegna le mosse una alla volta: gli anelli dorati mostrano cosa cliccare, e viene proposta solo la mossa che si sta insegnando. Premi Avanti per cominciare.</translation>
    </message>
    <message>
        <source>Click your %1, then the ringed square on the Void, the empty tile in the middle. A ship moves up to its value in steps to neighbouring squares, never diagonally and never through planets or other ships.</source>
        <translation>Clicca la tua %1, poi lo spazio cerchiato nel Vuoto, la tessera vuota al centro. Una nave si muove fino al suo valore, un passo alla volta verso spazi vicini, mai in diagonale e mai attraverso pianeti o altre navi.</translation>
    </message>
    <message>
        <source>Click your %1, then the enemy ship ringed in gold to attack it. Both sides roll a die and add their ship&apos;s value: the lower total wins, and a tie goes to the attacker. When you win, choose to occupy the square or stay.</source>
        <translation>Clicca la tua %1, poi la nave nemica cerchiata in oro per attaccarla. Entrambi tirano un dado e aggiungono il valore della propria nave: vince il totale più basso, e in caso di pareggio vince l&apos;attaccante. Se vinci, scegli se occupare lo spazio o restare.</translation>
    </message>
    <message>
        <source>Every ship type has an ability it may use once per turn, for free. Click your %1 in orbit of planet 8 and press &quot;%2&quot; under the board: a Frigate can turn into a 3 or a 5.</source>
        <translation>Ogni tipo di nave ha un&apos;abilità che può usare una volta per turno, gratis. Clicca la tua %1 in orbita al pianeta 8 e premi &quot;%2&quot; sotto il tabellone: una fregata può diventare un 3 o un 5.</translation>
    </message>
    <message>
        <source>Every ship type has an ability it may use once per turn, for free. Click one of your ships and press its ability&apos;s button under the board.</source>
        <translation>Ogni tipo di nave ha un&apos;abilità che può usare una volta per turno, gratis. Clicca una tua nave e premi il pulsante della sua abilità sotto il tabellone.</translation>
    </message>
    <message>
        <source>Click End turn under the board. Then the computer plays its turn: watch its moves on the board and in the log.</source>
        <translation>Clicca Fine turno sotto il tabellone. Poi il computer gioca il suo turno: segui le sue mosse sul tabellone e nel registro.</translation>
    </message>
    <message>
        <source>Your %1 was destroyed before this game began and waits in your scrapyard. Click it on your sheet at the right, then the ringed square next to your home planet.</source>
        <translation>La tua %1 è stata distrutta prima dell&apos;inizio di questa partita e aspetta nel tuo cimitero. Cliccala sulla tua scheda a destra, poi lo spazio cerchiato accanto al tuo pianeta di partenza.</translation>
    </message>
    <message>
        <source>Click Research under the board (or press R): your research rises by one for one action.</source>
        <translation>Clicca Ricerca sotto il tabellone (o premi R): la tua ricerca sale di uno per un&apos;azione.</translation>
    </message>
    <message>
        <source>To build a cube on a planet, your ships on its orbital positions (the four squares next to it) must add up exactly to its number. Move your %1 to the ringed square: then the orbit adds up.</source>
        <translation>Per costruire un cubo su un pianeta, le tue navi nelle sue posizioni orbitali (i quattro spazi accanto) devono sommare esattamente il suo numero. Muovi la tua %1 nello spazio cerchiato: così la somma dell&apos;orbita è giusta.</translation>
    </message>
    <message>
        <source>To build a cube on a planet, your ships on its orbital positions (the four squares next to it) must add up exactly to its number. Move or reconfigure your ships until an orbit adds up; end the turn when your actions are spent.</source>
        <translation>Per costruire un cubo su un pianeta, le tue navi nelle sue posizioni orbitali (i quattro spazi accanto) devono sommare esattamente il suo numero. Muovi o riconfigura le tue navi finché la somma di un&apos;orbita non è giusta; termina il turno quando hai finito le azioni.</translation>
    </message>
    <message>
        <source>Building takes two actions, and this turn has no more. Click End turn; your next turn begins after the computer&apos;s.</source>
        <translation>Costruire costa due azioni, e in questo turno non ne hai più. Clicca Fine turno; il tuo prossimo turno comincia dopo quello del computer.</translation>
    </message>
    <message>
        <source>Click the gold-circled planet to construct a cube there. It costs two actions.</source>
        <translation>Clicca il pianeta cerchiato in oro per costruirci un cubo. Costa due azioni.</translation>
    </message>
    <message>
        <source>You placed a cube, so an advance card is yours when your actions are over. Click End turn, then one of the six cards over the board.</source>
        <translation>Hai piazzato un cubo, quindi quando finisci le azioni ti spetta una carta avanzamento. Clicca Fine turno, poi una delle sei carte sopra il tabellone.</translation>
    </message>
    <message>
        <source>You have built your first cube. The rest of the game is yours: play on against the computer, or go back to the menu and start a game of your own. The Rules explain everything else: entanglement, dominance and infamy, and every card.</source>
        <translation>Hai costruito il tuo primo cubo. Il resto della partita è tuo: continua a giocare contro il computer, o torna al menu e comincia una partita tutta tua. Le Regole spiegano tutto il resto: compenetrazione, dominio e infamia, e ogni carta.</translation>
    </message>
    <message>
        <source>Each turn you have three actions: moving or attacking with a ship, reconfiguring one, deploying one, researching, or building a cube (two). Ship abilities cost nothing.</source>
        <translation>In ogni turno hai tre azioni: muovere o attaccare con una nave, riconfigurarne una, schierarne una, fare ricerca o costruire un cubo (due). Le abilità delle navi non costano nulla.</translation>
    </message>
    <message>
        <source>Each of your ships on the Void raises your research by one at the start of your turn. A move costs one action, and each ship moves once per turn.</source>
        <translation>Ogni tua nave nel Vuoto alza la tua ricerca di uno all&apos;inizio del tuo turno. Un movimento costa un&apos;azione, e ogni nave si muove una volta per turno.</translation>
    </message>
    <message>
        <source>A 1 against a 6 cannot lose. The destroyed ship goes to its owner&apos;s scrapyard and your dominance rises by one: at dominance 6 you place a cube for free.</source>
        <translation>Un 1 contro un 6 non può perdere. La nave distrutta va nel cimitero del suo proprietario e il tuo dominio sale di uno: a dominio 6 piazzi un cubo gratis.</translation>
    </message>
    <message>
        <source>Your ships in orbit of a planet must add up exactly to its number to build there. At 5, your Frigate needs only a 3 beside it to make the 8 of this planet.</source>
        <translation>Le tue navi in orbita a un pianeta devono sommare esattamente il suo numero per costruirci. A 5, alla tua fregata basta un 3 accanto per fare l&apos;8 di questo pianeta.</translation>
    </message>
    <message>
        <source>Unused actions are lost, so plan all three before you end the turn.</source>
        <translation>Le azioni non usate vanno perse, quindi pianificale tutte e tre prima di terminare il turno.</translation>
    </message>
    <message>
        <source>Ships come back next to a planet that holds one of your cubes. Deploying costs one action and is not the ship&apos;s move: it may still move this turn.</source>
        <translation>Le navi tornano accanto a un pianeta che ha un tuo cubo. Schierare costa un&apos;azione e non è il movimento della nave: può ancora muoversi in questo turno.</translation>
    </message>
    <message>
        <source>With research at 6 at the end of your turn you make a breakthrough: an advance card, and research starts again at 1.</source>
        <translation>Con la ricerca a 6 alla fine del tuo turno fai una scoperta: una carta avanzamento, e la ricerca riparte da 1.</translation>
    </message>
    <message>
        <source>Enemy ships and ships diagonal to the planet do not count, and a planet takes only one cube of each player.</source>
        <translation>Le navi nemiche e quelle in diagonale al pianeta non contano, e un pianeta accoglie un solo cubo per giocatore.</translation>
    </message>
    <message>
        <source>The computer may come and spoil your sum: build as soon as it adds up.</source>
        <translation>Il computer potrebbe venire a rovinarti la somma: costruisci appena la somma è giusta.</translation>
    </message>
    <message>
        <source>Each cube is a step to victory. A planet has room for one cube per number above 6 (one on a 7, four on a 10).</source>
        <translation>Ogni cubo è un passo verso la vittoria. Un pianeta ha posto per un cubo per ogni numero sopra il 6 (uno su un 7, quattro su un 10).</translation>
    </message>
    <message>
        <source>Gambit cards act at once and are discarded; command cards stay with you, up to three, and work from your next turn.</source>
        <translation>Le carte Azzardo agiscono subito e vengono scartate; le carte Comando restano a te, fino a tre, e funzionano dal tuo turno successivo.</translation>
    </message>
    <message numerus="yes">
        <source>Place all %n of your cubes before the computer does to win.</source>
        <translation>
            <numerusform>Piazza %n cubo prima del computer per vincere.</numerusform>
            <numerusform>Piazza tutti i tuoi %n cubi prima del computer per vincere.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>The computer is playing its turn…</source>
        <translation>Il computer sta giocando il suo turno…</translation>
    </message>
    <message>
        <source>First answer the question under the board.</source>
        <translation>Prima rispondi alla domanda sotto il tabellone.</translation>
    </message>
    <message>
        <source>This step is not possible right now: play on as you like, or skip it.</source>
        <translation>Ora questo passo non è possibile: continua a giocare come vuoi, o saltalo.</translation>
    </message>
    <message>
        <source>A free re-roll</source>
        <translation>Un rilancio gratis</translation>
    </message>
    <message>
        <source>Your %1 has an ability of its own: it rolls its die again for free. Click it and press &quot;%2&quot; under the board. Any other ship is rolled again with Reconfigure, which costs an action: a Scout never needs to pay for it.</source>
        <translation>La tua %1 ha un&apos;abilità tutta sua: rilancia il proprio dado gratis. Cliccala e premi &quot;%2&quot; sotto il tabellone. Ogni altra nave si rilancia con Riconfigura, che costa un&apos;azione: un Esploratore non ha mai bisogno di pagarla.</translation>
    </message>
    <message>
        <source>Re-roll</source>
        <translation>Rilancia</translation>
    </message>
    <message numerus="yes">
        <source>Building takes two actions, and this turn has only %n left: unused actions are lost, so click Research (or press R) with it. Then click End turn; your next turn begins after the computer&apos;s.</source>
        <translation>
            <numerusform>Costruire richiede due azioni, e a questo turno ne resta solo %n: le azioni non usate vanno perse, quindi usala per la Ricerca (clicca Ricerca o premi R). Poi clicca Fine turno; il tuo prossimo turno inizia dopo quello del computer.</numerusform>
            <numerusform>Costruire richiede due azioni, e a questo turno ne restano solo %n: le azioni non usate vanno perse, quindi usale per la Ricerca (clicca Ricerca o premi R). Poi clicca Fine turno; il tuo prossimo turno inizia dopo quello del computer.</numerusform>
        </translation>
    </message>
    <message>
        <source>The value is the ship&apos;s type, its movement and its strength in battle: a low value fights better, a high one goes further. A Scout (6) is the weakest in battle, and its re-roll never shows 6 again.</source>
        <translation>Il valore è il tipo della nave, il suo movimento e la sua forza in battaglia: un valore basso combatte meglio, uno alto va più lontano. Un Esploratore (6) è il più debole in battaglia, e il suo rilancio non mostra mai di nuovo 6.</translation>
    </message>
    <message>
        <source>You placed a cube, so an advance card is yours when your actions are over. Spend what is left on Research (R), then click End turn and take one of the six cards over the board.</source>
        <translation>Hai piazzato un cubo, quindi una carta avanzamento è tua quando le tue azioni sono finite. Usa quelle che restano per la Ricerca (R), poi clicca Fine turno e prendi una delle sei carte sopra il tabellone.</translation>
    </message>
</context>
<context>
    <name>quantum::TutorialPanel</name>
    <message>
        <source>Back to the menu</source>
        <translation>Torna al menu</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Perché</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Mostrami</translation>
    </message>
    <message>
        <source>Makes the move of this step for you.</source>
        <translation>Fa per te la mossa di questo passo.</translation>
    </message>
    <message>
        <source>Skip this step</source>
        <translation>Salta questo passo</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Passo %1 di %2</translation>
    </message>
</context>
<context>
    <name>quantum::editor::BalanceChart</name>
    <message>
        <source>The results show here once games have been played.</source>
        <translation>I risultati compaiono qui dopo che si sono giocate delle partite.</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (da %2 a %3)</translation>
    </message>
    <message>
        <source>never chosen</source>
        <translation>mai scelto</translation>
    </message>
    <message>
        <source>Wins by seat (95% interval; dashed: a fair share)</source>
        <translation>Vittorie per posto (intervallo al 95%; tratteggio: la quota equa)</translation>
    </message>
    <message>
        <source>%1 (seat %2)</source>
        <translation>%1 (posto %2)</translation>
    </message>
    <message>
        <source>Wins by starting planet</source>
        <translation>Vittorie per pianeta di partenza</translation>
    </message>
    <message>
        <source>Planet %1 on tile %2, %3</source>
        <translation>Pianeta %1 sulla tessera %2, %3</translation>
    </message>
</context>
<context>
    <name>quantum::editor::BalanceDialog</name>
    <message>
        <source>Check Balance</source>
        <translation>Verifica bilanciamento</translation>
    </message>
    <message>
        <source>Computer players play many games against each other on this map, in every seat in turn. A fair map gives every seat and every starting planet about the same share of wins.</source>
        <translation>I computer giocano molte partite tra loro su questa mappa, occupando a turno ogni posto. Una mappa equa dà a ogni posto e a ogni pianeta di partenza più o meno la stessa quota di vittorie.</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>&amp;Partite:</translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>&amp;Livello del computer:</translation>
    </message>
    <message>
        <source>%v of %m games</source>
        <translation>%v di %m partite</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Avvia</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>A&amp;nnulla</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n game(s).</source>
        <translation>
            <numerusform>Verifica interrotta dopo %n partita.</numerusform>
            <numerusform>Verifica interrotta dopo %n partite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played.</source>
        <translation>
            <numerusform>%n partita giocata.</numerusform>
            <numerusform>%n partite giocate.</numerusform>
        </translation>
    </message>
    <message>
        <source>Average length: %1 turns. Draws (no winner by turn %2): %3.</source>
        <translation>Durata media: %1 turni. Pareggi (nessun vincitore entro il turno %2): %3.</translation>
    </message>
    <message>
        <source>The games could not be played: %1</source>
        <translation>Impossibile giocare le partite: %1</translation>
    </message>
    <message>
        <source>This map cannot be played yet: fix the errors listed under Problems, then run the check.</source>
        <translation>Questa mappa non si può ancora giocare: correggi gli errori elencati in Problemi, poi avvia la verifica.</translation>
    </message>
    <message>
        <source>Stopping the games in progress…</source>
        <translation>Interruzione delle partite in corso…</translation>
    </message>
    <message>
        <source>The map was edited: these games are played on the map as it was when the check began.</source>
        <translation>La mappa è stata modificata: queste partite si giocano sulla mappa com&apos;era all&apos;inizio della verifica.</translation>
    </message>
    <message>
        <source>The map was edited since these games were played: run the check again for the map as it is.</source>
        <translation>La mappa è stata modificata dopo queste partite: ripeti la verifica sulla mappa com&apos;è ora.</translation>
    </message>
</context>
<context>
    <name>quantum::editor::EditorView</name>
    <message>
        <source>Planet &amp;7</source>
        <translation>Pianeta &amp;7</translation>
    </message>
    <message>
        <source>Planet &amp;8</source>
        <translation>Pianeta &amp;8</translation>
    </message>
    <message>
        <source>Planet &amp;9</source>
        <translation>Pianeta &amp;9</translation>
    </message>
    <message>
        <source>Planet 1&amp;0</source>
        <translation>Pianeta 1&amp;0</translation>
    </message>
    <message>
        <source>The &amp;Void</source>
        <translation>Il &amp;Vuoto</translation>
    </message>
    <message>
        <source>Toggle &amp;Starting Planet</source>
        <translation>Attiva/disattiva pianeta di &amp;partenza</translation>
    </message>
    <message>
        <source>&amp;Delete Tiles</source>
        <translation>&amp;Elimina tessere</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>Seleziona &amp;tutto</translation>
    </message>
    <message numerus="yes">
        <source>Move %n tile(s)</source>
        <translation>
            <numerusform>Sposta %n tessera</numerusform>
            <numerusform>Sposta %n tessere</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::editor::EditorWindow</name>
    <message>
        <source>Could not open %1: %2</source>
        <translation>Impossibile aprire %1: %2</translation>
    </message>
    <message>
        <source>A quarter turn needs a map whose middle is a tile centre or a tile corner.</source>
        <translation>Un quarto di giro richiede una mappa il cui centro sia il centro o l&apos;angolo di una tessera.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>M&amp;appa</translation>
    </message>
    <message>
        <source>&amp;New Map</source>
        <translation>&amp;Nuova mappa</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Apri...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Salva con n&amp;ome...</translation>
    </message>
    <message>
        <source>&amp;Import Layout Notation...</source>
        <translation>&amp;Importa notazione di layout...</translation>
    </message>
    <message>
        <source>Cop&amp;y Layout Notation</source>
        <translation>&amp;Copia notazione di layout</translation>
    </message>
    <message>
        <source>&amp;Paste Layout Notation</source>
        <translation>Inco&amp;lla notazione di layout</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>C&amp;hiudi</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>Mirror &amp;Left to Right</source>
        <translation>Specchia da sinistra a &amp;destra</translation>
    </message>
    <message>
        <source>R&amp;otate Clockwise</source>
        <translation>Ru&amp;ota in senso orario</translation>
    </message>
    <message>
        <source>Mirror &amp;Mode</source>
        <translation>Modalità &amp;specchio</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Nessuna</translation>
    </message>
    <message>
        <source>&amp;Left and Right</source>
        <translation>Sinistra e &amp;destra</translation>
    </message>
    <message>
        <source>&amp;Top and Bottom</source>
        <translation>Alto e &amp;basso</translation>
    </message>
    <message>
        <source>&amp;Both Mirrors</source>
        <translation>&amp;Entrambi gli specchi</translation>
    </message>
    <message>
        <source>&amp;Half Turn</source>
        <translation>&amp;Mezzo giro</translation>
    </message>
    <message>
        <source>&amp;Quarter Turns</source>
        <translation>&amp;Quarti di giro</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Ingrandisci</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Riduci</translation>
    </message>
    <message>
        <source>&amp;Fit Map</source>
        <translation>&amp;Adatta la mappa</translation>
    </message>
    <message>
        <source>&amp;Play This Map</source>
        <translation>&amp;Gioca questa mappa</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tessere</translation>
    </message>
    <message>
        <source>Map Properties</source>
        <translation>Proprietà della mappa</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemi</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Cronologia</translation>
    </message>
    <message>
        <source>&lt;map as opened&gt;</source>
        <translation>&lt;mappa all&apos;apertura&gt;</translation>
    </message>
    <message>
        <source>%1[*] - Quantum Map Editor</source>
        <translation>%1[*] - Editor di mappe di Quantum</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s), ready to play</source>
        <translation>
            <numerusform>%n tessera; si può giocare</numerusform>
            <numerusform>%n tessere; si può giocare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s).</source>
        <translation>
            <numerusform>%n tessera.</numerusform>
            <numerusform>%n tessere.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s).</source>
        <translation>
            <numerusform>%n errore.</numerusform>
            <numerusform>%n errori.</numerusform>
        </translation>
    </message>
    <message>
        <source>Mirror mode on</source>
        <translation>Modalità specchio attiva</translation>
    </message>
    <message>
        <source>Saved as a draft: the map has problems to fix before it can be played.</source>
        <translation>Salvata come bozza: la mappa ha problemi da risolvere prima di poterla giocare.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Mappa salvata in %1</translation>
    </message>
    <message>
        <source>Import layout notation</source>
        <translation>Importa la notazione di layout</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Modifiche non salvate</translation>
    </message>
    <message>
        <source>The map &quot;%1&quot; has unsaved changes. Save them?</source>
        <translation>La mappa &quot;%1&quot; ha modifiche non salvate. Salvarle?</translation>
    </message>
    <message>
        <source>Save Failed</source>
        <translation>Salvataggio non riuscito</translation>
    </message>
    <message>
        <source>Could not save the map: %1</source>
        <translation>Impossibile salvare la mappa: %1</translation>
    </message>
    <message>
        <source>Save Map</source>
        <translation>Salva mappa</translation>
    </message>
    <message>
        <source>Open Failed</source>
        <translation>Apertura non riuscita</translation>
    </message>
    <message>
        <source>Import Layout Notation</source>
        <translation>Importa notazione di layout</translation>
    </message>
    <message>
        <source>Layout notation (rows separated by /, e.g. 7* 8 7 / 8 10 8 / 7 8 7*):</source>
        <translation>Notazione di layout (righe separate da /, ad es. 7* 8 7 / 8 10 8 / 7 8 7*):</translation>
    </message>
    <message>
        <source>Import Failed</source>
        <translation>Importazione non riuscita</translation>
    </message>
    <message>
        <source>This is not layout notation: %1</source>
        <translation>Questa non è una notazione di layout: %1</translation>
    </message>
    <message>
        <source>Copy Layout Notation</source>
        <translation>Copia notazione di layout</translation>
    </message>
    <message>
        <source>This map has no layout notation: %1</source>
        <translation>Questa mappa non ha una notazione di layout: %1</translation>
    </message>
    <message>
        <source>Layout notation copied to the clipboard.</source>
        <translation>Notazione di layout copiata negli appunti.</translation>
    </message>
    <message>
        <source>Paste Failed</source>
        <translation>Impossibile incollare</translation>
    </message>
    <message>
        <source>The clipboard does not hold layout notation: %1</source>
        <translation>Gli appunti non contengono una notazione di layout: %1</translation>
    </message>
    <message>
        <source>Export as SVG</source>
        <translation>Esporta come SVG</translation>
    </message>
    <message>
        <source>Export as PNG</source>
        <translation>Esporta come PNG</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>Immagini SVG (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Immagini PNG (*.png)</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>Esportazione non riuscita</translation>
    </message>
    <message>
        <source>Could not export the map: %1</source>
        <translation>Impossibile esportare la mappa: %1</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Mappa esportata in %1</translation>
    </message>
    <message>
        <source>No recent maps</source>
        <translation>Nessuna mappa recente</translation>
    </message>
    <message>
        <source>Check &amp;Balance...</source>
        <translation>Verifica &amp;bilanciamento...</translation>
    </message>
    <message>
        <source>Quantum maps (*.quantum-map *.json)</source>
        <translation>Mappe di Quantum (*.quantum-map *.json)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Ta&amp;glia</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copia</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Incolla</translation>
    </message>
    <message>
        <source>Mirror Top to &amp;Bottom</source>
        <translation>Specchia dall&apos;alto in &amp;basso</translation>
    </message>
    <message>
        <source>Select the tiles to copy first.</source>
        <translation>Seleziona prima le tessere da copiare.</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) copied to the clipboard.</source>
        <translation>
            <numerusform>%n tessera copiata negli appunti.</numerusform>
            <numerusform>%n tessere copiate negli appunti.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select the tiles to cut first.</source>
        <translation>Seleziona prima le tessere da tagliare.</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) cut to the clipboard.</source>
        <translation>
            <numerusform>%n tessera tagliata negli appunti.</numerusform>
            <numerusform>%n tessere tagliate negli appunti.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing pasted: the clipboard holds no tiles. Copy tiles in a map editor first (for layout notation use Paste Layout Notation).</source>
        <translation>Niente incollato: gli appunti non contengono tessere. Copia prima delle tessere in un editor di mappe (per la notazione di layout usa Incolla notazione di layout).</translation>
    </message>
    <message>
        <source>Nothing pasted: %1.</source>
        <translation>Niente incollato: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Nothing pasted: the %n tile(s) fit nowhere on this map without covering a tile or making the map larger than %1 x %1 tiles.</source>
        <translation>
            <numerusform>Niente incollato: %n tessera non trova posto in questa mappa senza coprire una tessera o rendere la mappa più grande di %1 x %1 tessere.</numerusform>
            <numerusform>Niente incollato: le %n tessere non trovano posto in questa mappa senza coprire una tessera o rendere la mappa più grande di %1 x %1 tessere.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) pasted.</source>
        <translation>
            <numerusform>%n tessera incollata.</numerusform>
            <numerusform>%n tessere incollate.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) pasted at the nearest free place.</source>
        <translation>
            <numerusform>%n tessera incollata nel posto libero più vicino.</numerusform>
            <numerusform>%n tessere incollate nel posto libero più vicino.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy &amp;Map Code</source>
        <translation>Copia codice della &amp;mappa</translation>
    </message>
    <message>
        <source>Paste Map Cod&amp;e</source>
        <translation>Incolla co&amp;dice della mappa</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>&amp;Esporta</translation>
    </message>
    <message>
        <source>PN&amp;G Image...</source>
        <translation>Immagine PN&amp;G...</translation>
    </message>
    <message>
        <source>S&amp;VG Image...</source>
        <translation>Immagine S&amp;VG...</translation>
    </message>
    <message>
        <source>&amp;Print-and-Play PDF...</source>
        <translation>PDF &amp;Print-and-Play...</translation>
    </message>
    <message>
        <source>Ge&amp;nerate...</source>
        <translation>Ge&amp;nera...</translation>
    </message>
    <message>
        <source>Export Print-and-Play PDF</source>
        <translation>Esporta PDF Print-and-Play</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documenti PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Paste map code</source>
        <translation>Incolla codice della mappa</translation>
    </message>
    <message>
        <source>Copy Map Code</source>
        <translation>Copia codice della mappa</translation>
    </message>
    <message>
        <source>This map has no map code: %1</source>
        <translation>Questa mappa non ha un codice di mappa: %1</translation>
    </message>
    <message numerus="yes">
        <source>Map code copied to the clipboard (%n character(s)).</source>
        <translation>
            <numerusform>Codice della mappa copiato negli appunti (%n carattere).</numerusform>
            <numerusform>Codice della mappa copiato negli appunti (%n caratteri).</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard does not hold a map code: %1</source>
        <translation>Gli appunti non contengono un codice di mappa: %1</translation>
    </message>
    <message>
        <source>Map pasted from its code; Undo brings the previous map back.</source>
        <translation>Mappa incollata dal suo codice; Annulla riporta la mappa precedente.</translation>
    </message>
</context>
<context>
    <name>quantum::editor::ExportPdfDialog</name>
    <message>
        <source>This map cannot be printed: %1.</source>
        <translation>Questa mappa non si può stampare: %1.</translation>
    </message>
    <message>
        <source>One page; squares of %1 mm, the largest that fit.</source>
        <translation>Una pagina; spazi di %1 mm, i più grandi che ci stanno.</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s): the map, then every tile at true size (squares of %1 mm, tiles of %2 mm) with crop marks.</source>
        <translation>
            <numerusform>%n pagina: la mappa, poi ogni tessera a grandezza reale (spazi di %1 mm, tessere di %2 mm) con i segni di taglio.</numerusform>
            <numerusform>%n pagine: la mappa, poi ogni tessera a grandezza reale (spazi di %1 mm, tessere di %2 mm) con i segni di taglio.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Print-and-Play PDF</source>
        <translation>Esporta PDF Print-and-Play</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Carta:</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>US Letter</translation>
    </message>
    <message>
        <source>&amp;One-page poster</source>
        <translation>&amp;Poster su una pagina</translation>
    </message>
    <message>
        <source>The whole map on one sheet, as large as the paper allows.</source>
        <translation>Tutta la mappa su un solo foglio, grande quanto la carta permette.</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>&amp;Esporta...</translation>
    </message>
</context>
<context>
    <name>quantum::editor::ExportPngDialog</name>
    <message>
        <source>%1 x %2 pixels, printed %3 x %4 cm at %5 dots per inch.</source>
        <translation>%1 x %2 pixel: a %5 punti per pollice, in stampa %3 x %4 cm.</translation>
    </message>
    <message>
        <source>Export as PNG</source>
        <translation>Esporta come PNG</translation>
    </message>
    <message>
        <source>&amp;Scale:</source>
        <translation>&amp;Scala:</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Larghezza:</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>&amp;Altezza:</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>&amp;Risoluzione:</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>100% draws each square 64 pixels wide.</source>
        <translation>Al 100% ogni spazio è largo 64 pixel.</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>&amp;Esporta...</translation>
    </message>
</context>
<context>
    <name>quantum::editor::GenerateDialog</name>
    <message>
        <source>Generate Map</source>
        <translation>Genera mappa</translation>
    </message>
    <message>
        <source>Draws layouts with the symmetry asked for, lets computer players play many games on each, and keeps the fairest. It replaces the map being edited; Undo brings it back.</source>
        <translation>Estrae a caso dei layout con la simmetria richiesta, fa giocare ai computer molte partite su ognuno e tiene il più equo. Sostituisce la mappa che stai modificando; Annulla la riporta indietro.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Giocatori:</translation>
    </message>
    <message>
        <source>Cubes to &amp;win:</source>
        <translation>&amp;Cubi per vincere:</translation>
    </message>
    <message>
        <source>&amp;Size (tiles):</source>
        <translation>&amp;Dimensione (tessere):</translation>
    </message>
    <message>
        <source>S&amp;ymmetry:</source>
        <translation>&amp;Simmetria:</translation>
    </message>
    <message>
        <source>&amp;Void tiles:</source>
        <translation>Tessere del &amp;Vuoto:</translation>
    </message>
    <message>
        <source>Ga&amp;mes per layout:</source>
        <translation>&amp;Partite per layout:</translation>
    </message>
    <message>
        <source>&amp;Layouts tried:</source>
        <translation>&amp;Layout provati:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>Se&amp;me:</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatica</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nessuna</translation>
    </message>
    <message>
        <source>Mirror: left and right, top and bottom</source>
        <translation>Specchio: sinistra e destra, alto e basso</translation>
    </message>
    <message>
        <source>Mirror: left and right, one start on the axis</source>
        <translation>Specchio: sinistra e destra, una partenza sull&apos;asse</translation>
    </message>
    <message>
        <source>Mirror: left and right</source>
        <translation>Specchio: sinistra e destra</translation>
    </message>
    <message>
        <source>Rotation: half turn</source>
        <translation>Rotazione: mezzo giro</translation>
    </message>
    <message>
        <source>Rotation: quarter turns, three of four starts</source>
        <translation>Rotazione: quarti di giro, tre partenze su quattro</translation>
    </message>
    <message>
        <source>Rotation: quarter turns</source>
        <translation>Rotazione: quarti di giro</translation>
    </message>
    <message>
        <source>A layout is fair when every seat and every starting planet wins between %1 and %2 of its games (a fair share is %3) and each wins at least one.</source>
        <translation>Un layout è equo quando ogni posto e ogni pianeta di partenza vince tra il %1 e il %2 delle sue partite (la quota equa è il %3) e ognuno ne vince almeno una.</translation>
    </message>
    <message>
        <source>%v of %m games</source>
        <translation>%v di %m partite</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>Gene&amp;ra</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>A&amp;nnulla</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>These settings cannot make a map: %1</source>
        <translation>Con queste impostazioni non si può creare una mappa: %1</translation>
    </message>
    <message>
        <source>Stopping the games in progress…</source>
        <translation>Interruzione delle partite in corso…</translation>
    </message>
    <message>
        <source>Cancelled: the map was not changed.</source>
        <translation>Annullato: la mappa non è stata modificata.</translation>
    </message>
    <message>
        <source>No map was made: %1</source>
        <translation>Nessuna mappa creata: %1</translation>
    </message>
    <message>
        <source>No map was made.</source>
        <translation>Nessuna mappa creata.</translation>
    </message>
    <message>
        <source>Generated Map %1</source>
        <translation>Mappa generata %1</translation>
    </message>
    <message>
        <source>None of the layouts was fair within the band: the fairest is shown. Try more layouts or another symmetry.</source>
        <translation>Nessun layout è risultato equo entro la fascia: viene mostrato il più equo. Prova più layout o un&apos;altra simmetria.</translation>
    </message>
    <message>
        <source>Kept layout %1 of %2. In its %3 games the seats won %4.</source>
        <translation>Tenuto il layout %1 di %2. Nelle sue %3 partite i posti hanno vinto %4.</translation>
    </message>
</context>
<context>
    <name>quantum::editor::MapDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Senza titolo</translation>
    </message>
    <message numerus="yes">
        <source>Move %n tile(s)</source>
        <translation>
            <numerusform>Sposta %n tessera</numerusform>
            <numerusform>Sposta %n tessere</numerusform>
        </translation>
    </message>
    <message>
        <source>Mirror tiles left to right</source>
        <translation>Specchia le tessere da sinistra a destra</translation>
    </message>
    <message>
        <source>Mirror tiles top to bottom</source>
        <translation>Specchia le tessere dall&apos;alto in basso</translation>
    </message>
    <message>
        <source>Rotate tiles</source>
        <translation>Ruota le tessere</translation>
    </message>
    <message>
        <source>the file is larger than 64 MiB</source>
        <translation>il file supera i 64 MiB</translation>
    </message>
    <message>
        <source>The map has no name: New Game would list it without one. Give it a name in Map Properties.</source>
        <translation>La mappa non ha un nome: Nuova partita la elencherebbe senza. Dagliene uno in Proprietà della mappa.</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n tile(s)</source>
        <translation>
            <numerusform>Incolla %n tessera</numerusform>
            <numerusform>Incolla %n tessere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cut %n tile(s)</source>
        <translation>
            <numerusform>Taglia %n tessera</numerusform>
            <numerusform>Taglia %n tessere</numerusform>
        </translation>
    </message>
    <message>
        <source>it is not a regular file (%1)</source>
        <translation>non è un file regolare (%1)</translation>
    </message>
</context>
<context>
    <name>quantum::editor::MapLibrary</name>
    <message>
        <source>not valid: %1</source>
        <translation>non valida: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n map(s)</source>
        <translation>
            <numerusform>%n mappa</numerusform>
            <numerusform>%n mappe</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>Under a map&apos;s picture in the map list: %1 the players, %2 the cubes to win (&quot;2 players · 5 cubes&quot;).</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n giocatore</numerusform>
            <numerusform>%n giocatori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cube(s)</source>
        <translation>
            <numerusform>%n cubo</numerusform>
            <numerusform>%n cubi</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Giocatori:</translation>
    </message>
    <message>
        <source>Any number of players</source>
        <translation>Qualsiasi numero di giocatori</translation>
    </message>
    <message>
        <source>Any number of cubes</source>
        <translation>Qualsiasi numero di cubi</translation>
    </message>
    <message numerus="yes">
        <source>%n cube(s) to win</source>
        <translation>
            <numerusform>%n cubo per vincere</numerusform>
            <numerusform>%n cubi per vincere</numerusform>
        </translation>
    </message>
    <message>
        <source>Search maps</source>
        <translation>Cerca mappe</translation>
    </message>
    <message>
        <source>Or&amp;der</source>
        <extracomment>A button over the map list: its menu sorts the maps and groups them.</extracomment>
        <translation>Or&amp;dina</translation>
    </message>
    <message>
        <source>Sort the maps by name or newest first, in sections by player count or not.</source>
        <translation>Ordina le mappe per nome o dalla più recente, divise o no in sezioni per numero di giocatori.</translation>
    </message>
    <message>
        <source>By name</source>
        <translation>Per nome</translation>
    </message>
    <message>
        <source>Newest first</source>
        <translation>Dalla più recente</translation>
    </message>
    <message>
        <source>Your maps by the time they were last saved, then the maps that come with the game.</source>
        <translation>Le tue mappe in ordine di ultimo salvataggio, poi le mappe incluse nel gioco.</translation>
    </message>
    <message>
        <source>Group by players</source>
        <translation>Raggruppa per giocatori</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <comment>map list section</comment>
        <extracomment>A section of the map list: the maps for this number of players.</extracomment>
        <translation>
            <numerusform>%n giocatore</numerusform>
            <numerusform>%n giocatori</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot be played</source>
        <translation>Non si può giocare</translation>
    </message>
    <message>
        <source>Cannot be opened</source>
        <translation>Non si può aprire</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <extracomment>The tooltip of a map file that cannot be used: %1 its path, %2 why.</extracomment>
        <translation>%1
%2</translation>
    </message>
</context>
<context>
    <name>quantum::editor::MapLibraryDialog</name>
    <message>
        <source>Open Map</source>
        <translation>Apri mappa</translation>
    </message>
    <message>
        <source>Your maps, in %1</source>
        <translation>Le tue mappe, in %1</translation>
    </message>
    <message>
        <source>The maps that come with the game, and yours, in %1. A map that comes with the game opens as a new copy.</source>
        <translation>Le mappe incluse nel gioco e le tue, che si trovano in %1. Una mappa inclusa nel gioco si apre come una nuova copia.</translation>
    </message>
    <message>
        <source>Other file...</source>
        <translation>Altro file...</translation>
    </message>
    <message>
        <source>Open a map kept in another folder.</source>
        <translation>Apri una mappa che si trova in un&apos;altra cartella.</translation>
    </message>
    <message>
        <source>Quantum maps (*.quantum-map *.json);;All files (*)</source>
        <translation>Mappe di Quantum (*.quantum-map *.json);;Tutti i file (*)</translation>
    </message>
</context>
<context>
    <name>quantum::editor::PropertiesPanel</name>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>&amp;Autore:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Descrizione:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Giocatori:</translation>
    </message>
    <message>
        <source>&amp;Cubes per player:</source>
        <translation>&amp;Cubi per giocatore:</translation>
    </message>
    <message>
        <source>One sentence about the map</source>
        <translation>Una frase sulla mappa</translation>
    </message>
</context>
<context>
    <name>quantum::editor::StatisticsPanel</name>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tessera</numerusform>
            <numerusform>%n tessere</numerusform>
        </translation>
    </message>
    <message>
        <source>Planet %1: %2</source>
        <translation>Pianeta %1: %2</translation>
    </message>
    <message>
        <source>The Void: %1</source>
        <translation>Il Vuoto: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n cube location(s); the players need %1.</source>
        <translation>
            <numerusform>%n posto per cubi; ai giocatori ne servono %1.</numerusform>
            <numerusform>%n posti per cubi; ai giocatori ne servono %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spare location(s).</source>
        <translation>
            <numerusform>%n posto in più.</numerusform>
            <numerusform>%n posti in più.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n location(s) short.</source>
        <translation>
            <numerusform>Manca %n posto.</numerusform>
            <numerusform>Mancano %n posti.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fairness: mark the starting planets to compare them.</source>
        <translation>Equità: segna i pianeti di partenza per confrontarli.</translation>
    </message>
    <message numerus="yes">
        <source>Start (%1, %2): the nearest other start is %n tile(s) away.</source>
        <translation>
            <numerusform>Partenza (%1, %2): l&apos;altra partenza più vicina è a %n tessera.</numerusform>
            <numerusform>Partenza (%1, %2): l&apos;altra partenza più vicina è a %n tessere.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cube location(s) within 2 tiles.</source>
        <translation>
            <numerusform>%n posto per cubi entro 2 tessere.</numerusform>
            <numerusform>%n posti per cubi entro 2 tessere.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fairness: the starting planets look balanced.</source>
        <translation>Equità: i pianeti di partenza sembrano bilanciati.</translation>
    </message>
    <message>
        <source>Fairness: the starting planets differ; consider the symmetry helpers.</source>
        <translation>Equità: i pianeti di partenza sono diversi; prova gli strumenti di simmetria.</translation>
    </message>
</context>
<context>
    <name>quantum::editor::TilePalette</name>
    <message>
        <source>Drag a tile onto the map; drop tiles here to remove them.</source>
        <translation>Trascina una tessera sulla mappa; rilascia qui le tessere per rimuoverle.</translation>
    </message>
    <message>
        <source>The Void</source>
        <translation>Il Vuoto</translation>
    </message>
    <message>
        <source>Planet %1</source>
        <translation>Pianeta %1</translation>
    </message>
    <message>
        <source>Drop to remove</source>
        <translation>Rilascia per rimuovere</translation>
    </message>
</context>
<context>
    <name>quantum::editor::ValidationPanel</name>
    <message>
        <source>Click to show the tile</source>
        <translation>Clicca per mostrare la tessera</translation>
    </message>
    <message>
        <source>The map is ready to play.</source>
        <translation>La mappa è pronta da giocare.</translation>
    </message>
    <message numerus="yes">
        <source>The map is playable, with %n notice(s).</source>
        <translation>
            <numerusform>La mappa si può giocare, con %n avviso.</numerusform>
            <numerusform>La mappa si può giocare, con %n avvisi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s): the map can be saved as a draft but not played.</source>
        <translation>
            <numerusform>%n errore: la mappa si può salvare come bozza ma non giocare.</numerusform>
            <numerusform>%n errori: la mappa si può salvare come bozza ma non giocare.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to name the map</source>
        <translation>Clicca per dare un nome alla mappa</translation>
    </message>
</context>
<context>
    <name>quantum::net::PortMapping</name>
    <message>
        <source>This computer is on no network, so friends elsewhere cannot join it.</source>
        <translation>Questo computer non è in nessuna rete, quindi gli amici lontani non possono entrare.</translation>
    </message>
    <message>
        <source>No router answered the request to open the port (UPnP may be turned off on it). For friends elsewhere to join, forward TCP port %1 to %2 by hand in the router&apos;s settings.</source>
        <translation>Nessun router ha risposto alla richiesta di aprire la porta (forse l&apos;UPnP è disattivato sul router). Perché gli amici lontani possano entrare, inoltra a mano la porta TCP %1 a %2 nelle impostazioni del router.</translation>
    </message>
    <message>
        <source>No router that opens ports answered (a device answered, but it is not a connected internet gateway). For friends elsewhere to join, forward TCP port %1 to %2 by hand in the router&apos;s settings.</source>
        <translation>Non ha risposto nessun router in grado di aprire porte (ha risposto un dispositivo, ma non è un gateway connesso a internet). Perché gli amici lontani possano entrare, inoltra a mano la porta TCP %1 a %2 nelle impostazioni del router.</translation>
    </message>
    <message>
        <source>The router has no public address of its own (it is behind another router or the provider&apos;s), so a port it opens cannot be reached from the internet. For friends elsewhere to join, forward TCP port %1 to %2 by hand on each router on the way, or ask the provider for a public address.</source>
        <translation>Il router non ha un proprio indirizzo pubblico (si trova dietro un altro router o dietro quello del provider), quindi una porta che apre non è raggiungibile da internet. Perché gli amici lontani possano entrare, inoltra a mano la porta TCP %1 a %2 su ogni router lungo il percorso, o chiedi al provider un indirizzo pubblico.</translation>
    </message>
    <message>
        <source>The router refused to open TCP port %1 (%3). For friends elsewhere to join, forward TCP port %1 to %2 by hand in the router&apos;s settings.</source>
        <translation>Il router ha rifiutato di aprire la porta TCP %1 (%3). Perché gli amici lontani possano entrare, inoltra a mano la porta TCP %1 a %2 nelle impostazioni del router.</translation>
    </message>
</context>
</TS>
