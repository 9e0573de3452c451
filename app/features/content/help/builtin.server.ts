import type { Lang } from "~/lib/i18n";

/**
 * Built-in help content (spec 2 §2.7): for these six slugs the site's own text replaces
 * the body stored in the backend; title, summary and category still come from the backend
 * row. Written in the paragraph format of renderHelpContent (# headings, numbered steps,
 * "-" bullets, **bold**).
 */
export const builtInHelpSlugs = [
  "getting-started",
  "booking-management",
  "channel-connections",
  "pricing-strategy",
  "guest-communication",
  "property-maintenance",
] as const;
export type BuiltInHelpSlug = (typeof builtInHelpSlugs)[number];

const content: Record<BuiltInHelpSlug, Record<Lang, string>> = {
  "getting-started": {
    en: `StayLoop works best when it knows your properties and your past guests. Plan about 20 minutes for the first setup; everything after that runs on its own.

# Set up your account

1. Create your account from the **Start free trial** button. The trial lasts 7 days and needs no credit card.
2. Add your first property: name, address, check-in time and the link to your direct booking page.
3. Connect your channel manager under **Settings → Channels** so guests and stays flow in automatically.
4. Import past guests. A CSV export from your booking platform works too: name, email, stay dates and property.

# Before you send anything

- Write your brand voice in one or two sentences ("warm, local, never pushy"). The AI uses it for every email and post.
- Upload three to five good photos per property; campaigns use them as header images.
- Turn on the **Basic Flow** automations: pre-arrival instructions, welcome email, post-stay thank you and review request.

# What to expect in the first week

Most hosts see their first direct-booking click within a few days of the post-stay thank you going out. Check **Analytics → Campaigns** after a week to see opens, clicks and bookings per email.`,
    pt: `O StayLoop funciona melhor quando conhece suas propriedades e seus hóspedes anteriores. Reserve cerca de 20 minutos para a primeira configuração; depois disso, tudo roda sozinho.

# Configure sua conta

1. Crie sua conta pelo botão **Comece o teste grátis**. O teste dura 7 dias e não pede cartão de crédito.
2. Cadastre sua primeira propriedade: nome, endereço, horário de check-in e o link da sua página de reservas diretas.
3. Conecte seu channel manager em **Configurações → Canais** para que hóspedes e estadias entrem automaticamente.
4. Importe hóspedes anteriores. Um CSV exportado da sua plataforma de reservas também serve: nome, e-mail, datas da estadia e propriedade.

# Antes de enviar qualquer coisa

- Descreva o tom da sua marca em uma ou duas frases ("acolhedor, local, nunca insistente"). A IA usa esse tom em todos os e-mails e posts.
- Envie de três a cinco boas fotos por propriedade; as campanhas as usam como imagem de cabeçalho.
- Ative as automações do **Fluxo Básico**: instruções antes da chegada, e-mail de boas-vindas, agradecimento pós-estadia e pedido de avaliação.

# O que esperar na primeira semana

A maioria dos anfitriões vê o primeiro clique em reserva direta poucos dias depois do envio do agradecimento pós-estadia. Confira **Análises → Campanhas** depois de uma semana para ver aberturas, cliques e reservas por e-mail.`,
  },
  "booking-management": {
    en: `Every stay StayLoop knows about appears under **Bookings**, whether it came from a channel, your direct booking page or a manual entry.

# Find and filter stays

- Filter by property, arrival date or source (Airbnb, Booking.com, Vrbo, direct).
- The **Direct** badge marks stays that paid no OTA commission; the dashboard adds them up for you.
- Open a stay to see the guest's history, the emails they received and any notes your team left.

# Add a booking by hand

1. Go to **Bookings → New booking**.
2. Pick the property, enter the guest's name, email and stay dates.
3. Choose the source. Pick **Direct** for phone or repeat-guest bookings so they count toward your direct-booking share.
4. Save. Pre-arrival emails are scheduled at once if the arrival is within their window.

# Changes and cancellations

When a channel changes or cancels a stay, StayLoop updates it on the next sync and reschedules or cancels the guest's emails. For manual bookings, edit the dates or press **Cancel stay**; no further emails go out for it.`,
    pt: `Toda estadia que o StayLoop conhece aparece em **Reservas**, venha ela de um canal, da sua página de reservas diretas ou de um cadastro manual.

# Encontre e filtre estadias

- Filtre por propriedade, data de chegada ou origem (Airbnb, Booking.com, Vrbo, direta).
- O selo **Direta** marca estadias que não pagaram comissão de OTA; o painel soma tudo para você.
- Abra uma estadia para ver o histórico do hóspede, os e-mails que ele recebeu e as notas da sua equipe.

# Cadastre uma reserva manualmente

1. Vá em **Reservas → Nova reserva**.
2. Escolha a propriedade e informe nome, e-mail e datas da estadia do hóspede.
3. Escolha a origem. Use **Direta** para reservas por telefone ou de hóspedes recorrentes, para que contem na sua taxa de reservas diretas.
4. Salve. Os e-mails antes da chegada são agendados na hora se a chegada estiver dentro da janela deles.

# Alterações e cancelamentos

Quando um canal altera ou cancela uma estadia, o StayLoop a atualiza na próxima sincronização e reagenda ou cancela os e-mails do hóspede. Em reservas manuais, edite as datas ou clique em **Cancelar estadia**; nenhum outro e-mail será enviado para ela.`,
  },
  "channel-connections": {
    en: `Connecting your channel manager brings guests, stays and calendars into StayLoop without copying anything by hand.

# Connect a channel manager

1. Open **Settings → Channels** and choose your channel manager.
2. Sign in with your channel manager account and approve read access to properties, reservations and guest contacts.
3. Match each listing to a StayLoop property. Listings you skip are not imported.
4. Press **Start sync**. The first import brings in the last 24 months of stays.

# How long syncing takes

- New reservations usually appear within a few minutes.
- **Calendar sync may take up to 30 minutes** to reflect a change made on a channel. Wait that long before contacting support about a missing date.
- Guest contact details arrive with the reservation; some channels share an email address only after booking.

# If something looks wrong

- A property shows no stays: check that the listing is matched in **Settings → Channels → Listings**.
- Duplicate guests: merge them from the guest's page; future stays follow the merged record.
- The connection shows **Needs attention**: sign in to the channel manager again; passwords changed there break the link.`,
    pt: `Conectar seu channel manager traz hóspedes, estadias e calendários para o StayLoop sem copiar nada à mão.

# Conecte um channel manager

1. Abra **Configurações → Canais** e escolha seu channel manager.
2. Entre com sua conta do channel manager e autorize a leitura de propriedades, reservas e contatos de hóspedes.
3. Associe cada anúncio a uma propriedade do StayLoop. Anúncios que você pular não são importados.
4. Clique em **Iniciar sincronização**. A primeira importação traz as estadias dos últimos 24 meses.

# Quanto tempo leva a sincronização

- Novas reservas costumam aparecer em poucos minutos.
- **A sincronização do calendário pode levar até 30 minutos** para refletir uma mudança feita em um canal. Aguarde esse tempo antes de falar com o suporte sobre uma data que não apareceu.
- Os contatos do hóspede chegam com a reserva; alguns canais só compartilham o e-mail depois da reserva confirmada.

# Se algo parecer errado

- Uma propriedade não mostra estadias: confira se o anúncio está associado em **Configurações → Canais → Anúncios**.
- Hóspedes duplicados: junte os cadastros na página do hóspede; as próximas estadias seguem o cadastro unificado.
- A conexão mostra **Requer atenção**: entre de novo no channel manager; uma senha trocada lá interrompe a conexão.`,
  },
  "pricing-strategy": {
    en: `Direct bookings are worth more to you than OTA bookings because no 15% commission comes off the top. A good pricing strategy shares part of that saving with the guest and keeps the rest.

# Price your direct rate

- Start 5–10% below your OTA price for the same dates. The guest saves, and you still keep more than the commission would have left you.
- Never undercut on your busiest weeks; offer perks instead (late checkout, a welcome basket).
- Keep the direct rate visible: put it in your post-stay email and on your booking page.

# Use offers with a purpose

1. **Returning guests:** a loyalty discount (for example 10%) for a second stay within 12 months.
2. **Quiet weeks:** a last-minute flash sale sent only to past guests, 10–14 days before the gap.
3. **Longer stays:** a lower nightly rate from five nights, which also cuts your cleaning costs.

# Check what works

Open **Analytics → Revenue** and compare direct versus OTA revenue month by month. If an offer brings bookings you would have had anyway, shrink it next time.`,
    pt: `Reservas diretas valem mais para você do que reservas por OTAs porque não há 15% de comissão descontados. Uma boa estratégia de preços divide parte dessa economia com o hóspede e guarda o resto para você.

# Defina sua tarifa direta

- Comece de 5% a 10% abaixo do preço da OTA para as mesmas datas. O hóspede economiza e você ainda fica com mais do que a comissão deixaria.
- Nunca baixe o preço nas semanas mais cheias; ofereça vantagens (check-out tardio, cesta de boas-vindas).
- Deixe a tarifa direta à vista: coloque-a no e-mail pós-estadia e na sua página de reservas.

# Use ofertas com propósito

1. **Hóspedes que voltam:** um desconto de fidelidade (por exemplo 10%) para uma segunda estadia em até 12 meses.
2. **Semanas paradas:** uma oferta relâmpago enviada só para hóspedes anteriores, de 10 a 14 dias antes do buraco na agenda.
3. **Estadias longas:** uma diária menor a partir de cinco noites, que também reduz seus custos de limpeza.

# Confira o que funciona

Abra **Análises → Receita** e compare a receita direta com a das OTAs mês a mês. Se uma oferta trouxe reservas que você teria de qualquer jeito, diminua o desconto na próxima vez.`,
  },
  "guest-communication": {
    en: `Fast, personal replies are what guests remember. StayLoop drafts and schedules the routine messages so your own replies can focus on real questions.

# Our response target

- Aim to answer every guest message within **1-2 hours** during the day. Guests who hear back quickly book again far more often.
- Outside your hours, the automatic reply tells guests when you will answer and points them to the house guide.

# Messages StayLoop sends for you

1. **Pre-arrival instructions** three days before check-in: address, parking, door code and Wi-Fi.
2. **Welcome email** on arrival day, with your local recommendations.
3. **Post-stay thank you** the day after checkout, with your direct-booking link.
4. **Review request** two days after checkout.

# Keep it personal

- Add notes to a guest's profile ("travelling with a dog", "celebrating an anniversary"); the AI uses them in the next email.
- Read the draft before you turn on a new automation, and adjust the tone once; it applies to every later email.`,
    pt: `Respostas rápidas e pessoais são o que os hóspedes lembram. O StayLoop redige e agenda as mensagens de rotina para que suas respostas se concentrem nas perguntas de verdade.

# Nossa meta de resposta

- Procure responder toda mensagem de hóspede em **1 a 2 horas** durante o dia. Hóspedes que recebem resposta rápida reservam de novo com muito mais frequência.
- Fora do seu horário, a resposta automática avisa quando você vai responder e indica o guia da casa.

# Mensagens que o StayLoop envia por você

1. **Instruções antes da chegada** três dias antes do check-in: endereço, estacionamento, senha da porta e Wi-Fi.
2. **E-mail de boas-vindas** no dia da chegada, com suas recomendações locais.
3. **Agradecimento pós-estadia** no dia seguinte ao check-out, com seu link de reserva direta.
4. **Pedido de avaliação** dois dias depois do check-out.

# Mantenha o toque pessoal

- Adicione notas ao perfil do hóspede ("viaja com cachorro", "comemorando aniversário de casamento"); a IA usa essas notas no próximo e-mail.
- Leia o rascunho antes de ativar uma nova automação e ajuste o tom uma vez; ele vale para todos os e-mails seguintes.`,
  },
  "property-maintenance": {
    en: `Well-kept properties earn better reviews, and better reviews bring repeat guests. StayLoop keeps maintenance in the same place as your stays.

# Plan recurring tasks

1. Open the property and choose **Maintenance → New task**.
2. Name the task (deep clean, HVAC filter, hot tub service) and set how often it repeats.
3. Pick the best moment: StayLoop suggests the next gap between stays of at least one night.

# Let guests report problems

- The welcome email includes a short "Something not working?" link. Reports arrive under **Maintenance → Reports** with the stay attached.
- Thank the guest in your reply and say when it will be fixed; a fast fix often turns a complaint into a five-star review.

# Keep an eye on wear

- After every tenth stay, check linens, towels and kitchen basics.
- Photograph the property twice a year; fresh photos also refresh your campaign images.`,
    pt: `Propriedades bem cuidadas recebem avaliações melhores, e avaliações melhores trazem hóspedes de volta. O StayLoop mantém a manutenção no mesmo lugar das suas estadias.

# Planeje tarefas recorrentes

1. Abra a propriedade e escolha **Manutenção → Nova tarefa**.
2. Dê um nome à tarefa (faxina pesada, filtro do ar-condicionado, manutenção da banheira) e defina de quanto em quanto tempo ela se repete.
3. Escolha o melhor momento: o StayLoop sugere o próximo intervalo entre estadias de pelo menos uma noite.

# Deixe os hóspedes relatarem problemas

- O e-mail de boas-vindas traz um link curto "Algo não está funcionando?". Os relatos chegam em **Manutenção → Relatos** com a estadia anexada.
- Agradeça ao hóspede na resposta e diga quando o problema será resolvido; um conserto rápido muitas vezes transforma uma reclamação em uma avaliação cinco estrelas.

# Fique de olho no desgaste

- A cada dez estadias, confira roupa de cama, toalhas e itens básicos da cozinha.
- Fotografe a propriedade duas vezes por ano; fotos novas também renovam as imagens das suas campanhas.`,
  },
};

export function builtInHelpContent(slug: string, lang: Lang): string | null {
  return (builtInHelpSlugs as readonly string[]).includes(slug) ? content[slug as BuiltInHelpSlug][lang] : null;
}
